// PostgreSQL "data exception" errors (SQLSTATE class 22) mean a value from the request did not fit
// its column: a validation the schemas missed, not a server failure. The error handler answers
// them with a 400 and a clear message instead of a 500 (issue 11 #9). The input guards and the
// schemas refuse such values first (server/plugins/input-guards.ts, contracts/input-limits.ts);
// this is the net under them, and it logs, so a missing check can be found and added.
import { INPUT_MESSAGES } from '../../contracts';
import { pgErrorOf } from './batch';

const MESSAGE_OF: Readonly<Record<string, string>> = {
  '22003': INPUT_MESSAGES.numberOutOfRange, // numeric_value_out_of_range (int4 overflow)
  '22021': INPUT_MESSAGES.nul('request'), // character_not_in_repertoire (NUL in text)
  '22P05': INPUT_MESSAGES.nul('request'), // untranslatable_character (\u0000 in jsonb)
  '22P02': INPUT_MESSAGES.badText, // invalid_text_representation
  '22007': INPUT_MESSAGES.badText, // invalid_datetime_format
  '22008': INPUT_MESSAGES.badText, // datetime_field_overflow
  '22001': INPUT_MESSAGES.badText, // string_data_right_truncation
};

/** The 400 message for a database error caused by an input value, or undefined for any other error. */
export function inputErrorMessage(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  return pg ? MESSAGE_OF[pg.code] : undefined;
}
