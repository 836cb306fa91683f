// casbin needs Buffer in the browser; this module must be imported before casbin.
import { Buffer } from "buffer";
(globalThis as any).Buffer ??= Buffer;
