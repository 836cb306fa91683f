// The date reading lives in src/domain/text/dates.ts: the extraction form reads typed dates by the same rule.
export { monthOfName, parseDate } from "../../../domain/text/dates";
