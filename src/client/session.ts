/** The signed-in person as GET /auth/loggedInUser returns it. */
export interface Organization {
  _id: string;
  name: string;
}

export interface SessionUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  roles: string[];
  organization: Organization | null;
}
