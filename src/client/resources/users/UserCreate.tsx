import { UserForm } from "./UserForm";

export default function UserCreate() {
  return <UserForm mode="create" />;
}
