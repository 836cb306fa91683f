import type { FastifyInstance } from "fastify";
import type { Services } from "../services";
import { orgOf } from "../http/access";
import { badRequest } from "../http/errors";
import { isId, parse } from "../http/validate";
import { mailboxTestSchema } from "../../domain/schemas/mailbox";
import { storedMailbox, storedMailboxPassword } from "./mailboxRepo";
import { testMailbox } from "./imap";

/** The job form's 'Test connection' (issue 16.5): signs in to the mailbox and opens the folder, and says how it went. */
export async function mailboxRoutes(app: FastifyInstance, s: Services) {
  app.post(
    "/job/mailbox/test",
    {
      config: {
        access: { entity: "job", action: "edit" },
        docs: {
          summary: "Test a job's mailbox connection",
          description:
            "Signs in to the IMAP server with the given settings and opens the folder, as the e-mail intake will. An empty password with `jobId` uses the password stored with that job (for the same host and user only).",
          body: mailboxTestSchema,
          answer:
            "`{ok, message}`: whether sign-in and the folder worked, and a sentence for the admin (e.g. 'Sign-in to the mailbox failed: ...', 'The mail server imap.example.com:993 cannot be reached (...)').",
        },
      },
    },
    async (req) => {
      const orgId = orgOf(req);
      const input = parse(mailboxTestSchema, req.body);
      let password = input.password;
      if (!password && input.jobId) {
        if (!isId(input.jobId)) throw badRequest("Mailbox Password is required");
        const stored = await storedMailbox(s.db, orgId, input.jobId);
        password = storedMailboxPassword(stored, input.jobId, s.config.secret, input) ?? "";
        if (!password) throw badRequest("Mailbox Password is required");
      }
      return testMailbox({ ...input, password }, s.config.mail);
    },
  );
}
