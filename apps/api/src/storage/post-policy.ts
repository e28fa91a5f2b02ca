import { isUploadAllowed, UPLOAD_MAX_BYTES } from '@sfi/domain';
import { S3Error } from './s3-errors.ts';
import {
  parseAmzDate,
  parseCredential,
  sameSignature,
  signHex,
  signingKey,
  SIGV4_ALGORITHM,
} from './sigv4.ts';

/*
 * The check S3 makes of a browser POST upload before it takes the file
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html): the form's
 * fields arrive before the file, so all of this is decided before a byte of it is stored.
 *
 * 1. The fields SigV4 needs are there (`MissingFields`), the algorithm and credential are SigV4's,
 *    and the access key is the bucket's (`InvalidAccessKeyId`).
 * 2. `X-Amz-Signature` is the HMAC of the base64 policy with the day's signing key
 *    (`SignatureDoesNotMatch`): a policy changed by a single character no longer matches.
 * 3. The policy is JSON with `expiration` and `conditions` (`InvalidPolicyDocument`), and has not
 *    expired (`AccessDenied`).
 * 4. Every condition holds (`AccessDenied`): exact values (`{"key": …}`, `["eq", "$key", …]`),
 *    prefixes (`["starts-with", "$key", "chatrooms/42/"]`) and `content-length-range`, checked by the
 *    caller as the file streams (`EntityTooLarge`, `EntityTooSmall`).
 * 5. Every field of the form is named by a condition, but the signature, the policy, the file and
 *    `x-ignore-*` ones (`AccessDenied`, extra input fields): nothing unsigned reaches storage.
 *
 * The local bucket adds one rule of the product's: the object's `Content-Type` must be one uploads
 * allow (images and documents, `isUploadAllowed` of @sfi/domain), whatever the policy says.
 */

/** What the bucket knows to check a form: its name and region, its keys, the time. */
export interface PolicyContext {
  bucket: string;
  region: string;
  /** The secret of an access key id, or undefined for an unknown one. */
  secretOf(accessKeyId: string): string | undefined;
  now: Date;
}

/** What a checked form allows: the object's key and type, and the sizes its file may have. */
export interface CheckedPost {
  key: string;
  contentType: string;
  minLength: number;
  maxLength: number;
  /** `success_action_status`: 200, 201 or 204 (the default). */
  successStatus: 200 | 201 | 204;
}

/** The form fields S3 needs for a SigV4 POST, in lower case (field names are case-insensitive). */
export const requiredPostFields = [
  'key',
  'policy',
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-signature',
] as const;

const policyFailed = (detail: string) =>
  new S3Error('AccessDenied', `Invalid according to Policy: ${detail}`);
const badPolicy = (detail: string) => new S3Error('InvalidPolicyDocument', `Invalid Policy: ${detail}`);

type Condition =
  | { type: 'eq' | 'starts-with'; field: string; value: string }
  | { type: 'content-length-range'; min: number; max: number };

function parseCondition(raw: unknown): Condition {
  if (Array.isArray(raw)) {
    const [operator, first, second] = raw as unknown[];
    if (raw.length !== 3 || typeof operator !== 'string') throw badPolicy('Invalid Condition.');
    const op = operator.toLowerCase();
    if (op === 'content-length-range') {
      const [min, max] = [Number(first), Number(second)];
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min)
        throw badPolicy('Invalid content-length-range.');
      return { type: 'content-length-range', min, max };
    }
    if ((op === 'eq' || op === 'starts-with') && typeof first === 'string' && typeof second === 'string') {
      if (!first.startsWith('$')) throw badPolicy('Condition field names start with $.');
      return { type: op, field: first.slice(1).toLowerCase(), value: second };
    }
    throw badPolicy(`Invalid Condition: ${JSON.stringify(raw)}`);
  }
  if (raw && typeof raw === 'object') {
    const entries = Object.entries(raw);
    const [entry] = entries;
    if (entries.length !== 1 || typeof entry?.[1] !== 'string') throw badPolicy('Invalid Condition.');
    return { type: 'eq', field: entry[0].toLowerCase(), value: entry[1] };
  }
  throw badPolicy('Invalid Condition.');
}

function parsePolicy(base64: string): { expiration: number; conditions: Condition[] } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw badPolicy('Policy is not base64.');
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw badPolicy('Policy is not JSON.');
  }
  const { expiration, conditions } = (document ?? {}) as { expiration?: unknown; conditions?: unknown };
  if (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration)))
    throw badPolicy('Policy missing expiration.');
  if (!Array.isArray(conditions)) throw badPolicy('Policy missing conditions.');
  return { expiration: Date.parse(expiration), conditions: conditions.map(parseCondition) };
}

/** Fields no condition has to name. */
const unsignedField = (name: string) =>
  name === 'policy' || name === 'x-amz-signature' || name === 'file' || name.startsWith('x-ignore-');

/**
 * Checks a POST form's fields (names in lower case) against its signed policy, as S3 does; throws
 * the `S3Error` S3 would answer. The file's size is the caller's to check, against the range returned.
 */
export function checkPostPolicy(fields: ReadonlyMap<string, string>, context: PolicyContext): CheckedPost {
  const missing = requiredPostFields.filter((name) => !fields.has(name));
  if (missing.length > 0)
    throw new S3Error('MissingFields', `Missing fields in request: ${missing.join(', ')}.`);
  const field = (name: string) => fields.get(name) ?? '';

  if (field('x-amz-algorithm') !== SIGV4_ALGORITHM)
    throw new S3Error('InvalidArgument', `Only ${SIGV4_ALGORITHM} is supported.`);
  const credential = parseCredential(field('x-amz-credential'));
  const signedAt = parseAmzDate(field('x-amz-date'));
  if (!credential || signedAt === undefined || credential.service !== 's3')
    throw new S3Error('InvalidArgument', 'X-Amz-Credential or X-Amz-Date is malformed.');
  if (credential.region !== context.region)
    throw new S3Error(
      'InvalidArgument',
      `The region '${credential.region}' is wrong; expecting '${context.region}'.`,
    );
  if (!field('x-amz-date').startsWith(credential.date))
    throw new S3Error('InvalidArgument', 'X-Amz-Date does not match the credential date.');
  const secret = context.secretOf(credential.accessKeyId);
  if (secret === undefined)
    throw new S3Error(
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );

  const policy = field('policy');
  const expected = signHex(signingKey(secret, credential.date, credential.region), policy);
  if (!sameSignature(expected, field('x-amz-signature').toLowerCase()))
    throw new S3Error(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );

  const { expiration, conditions } = parsePolicy(policy);
  if (expiration <= context.now.getTime()) throw policyFailed('Policy expired.');

  const named = new Set<string>();
  let minLength = 0;
  let maxLength = UPLOAD_MAX_BYTES;
  for (const condition of conditions) {
    if (condition.type === 'content-length-range') {
      minLength = Math.max(minLength, condition.min);
      maxLength = Math.min(maxLength, condition.max);
      continue;
    }
    named.add(condition.field);
    // The bucket is the one posted to, whether or not the form names it.
    const value = condition.field === 'bucket' ? context.bucket : fields.get(condition.field);
    const holds =
      value !== undefined &&
      (condition.type === 'eq' ? value === condition.value : value.startsWith(condition.value));
    if (!holds)
      throw policyFailed(
        `Policy Condition failed: ["${condition.type}", "$${condition.field}", "${condition.value}"]`,
      );
  }
  const extra = [...fields.keys()].filter((name) => !unsignedField(name) && !named.has(name));
  if (extra.length > 0) throw policyFailed(`Extra input fields: ${extra.join(', ')}`);

  const contentType = fields.get('content-type') ?? 'binary/octet-stream';
  if (!isUploadAllowed(contentType)) throw policyFailed(`Content-Type not allowed: ${contentType}`);

  const status = Number(fields.get('success_action_status'));
  const successStatus = status === 200 || status === 201 ? status : 204;
  return { key: field('key'), contentType, minLength, maxLength, successStatus };
}
