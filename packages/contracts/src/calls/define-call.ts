import type { z } from 'zod';

/** Which server answers a call: the roadshow API (/roadshow) or the identity service (/identity). */
export type CallService = 'roadshow' | 'identity';
export type CallMethod = 'GET' | 'POST';

/**
 * One entry of the contract table: everything both sides need to agree on for one call. The API
 * registers its route from the entry (validation, serialisation, OpenAPI) and the web client takes
 * its argument and answer types from it, so a renamed path or field fails typecheck on the other side.
 * `input` is the query string of a GET and the JSON body of a POST.
 */
export interface CallDefinition<
  Method extends CallMethod = CallMethod,
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Result extends z.ZodType = z.ZodType,
> {
  service: CallService;
  method: Method;
  /** Below the service's mount point, e.g. `/follow/followCompany`. */
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  input?: Input;
  result: Result;
}

/** Keeps the entry's literal types (method, path, schemas) for both sides. */
export function defineCall<
  const Method extends CallMethod,
  Input extends z.ZodType | undefined = undefined,
  Result extends z.ZodType = z.ZodType,
>(definition: CallDefinition<Method, Input, Result>): CallDefinition<Method, Input, Result> {
  return definition;
}

/** The entry's input schema, or never for a call that takes none. */
type InputSchema<D extends CallDefinition> = Exclude<D['input'], undefined>;

/** What the caller sends: the schema's input side (before defaults and coercion). */
export type CallInput<D extends CallDefinition> = [InputSchema<D>] extends [never]
  ? undefined
  : z.input<InputSchema<D>>;
/** What the handler receives after validation. */
export type CallParsedInput<D extends CallDefinition> = [InputSchema<D>] extends [never]
  ? undefined
  : z.output<InputSchema<D>>;
/** What the envelope's `result` holds. */
export type CallResult<D extends CallDefinition> = z.output<D['result']>;
