import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { message } from '@sfi/domain';
import { NETWORK_ERROR_CODES, unavailable } from '../http/errors.ts';

/*
 * The local bucket answers as S3 does (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html):
 * an XML body with S3's code and message, and S3's status for that code. Clients, the AWS SDK
 * among them, read the code; the texts are S3's own protocol, not the product's words.
 */

/** The S3 error codes the local bucket answers, with their HTTP statuses. */
export const s3ErrorStatus = {
  AccessDenied: 403,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  SignatureDoesNotMatch: 403,
  InvalidAccessKeyId: 403,
  InvalidPolicyDocument: 400,
  InvalidArgument: 400,
  MissingFields: 400,
  MalformedPOSTRequest: 400,
  IncorrectNumberOfFilesInPostRequest: 400,
  AuthorizationQueryParametersError: 400,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  MethodNotAllowed: 405,
  InternalError: 500,
} as const;
/** An S3 error code the local bucket answers. */
export type S3ErrorCode = keyof typeof s3ErrorStatus;

/** A refusal of the local bucket, answered as S3 would. */
export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    readonly code: S3ErrorCode,
    message: string,
  ) {
    super(message);
  }
  get status(): number {
    return s3ErrorStatus[this.code];
  }
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text safe inside an XML element or attribute. */
export const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

/** S3's error body. */
export function s3ErrorXml(code: string, text: string, requestId = randomBytes(8).toString('hex')): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${xmlText(code)}</Code><Message>${xmlText(text)}</Message>` +
    `<RequestId>${requestId}</RequestId></Error>`
  );
}

/** Sends an S3 error as S3 does. */
export function sendS3Error(reply: FastifyReply, error: S3Error): FastifyReply {
  return reply
    .code(error.status)
    .type('application/xml')
    .header('cache-control', 'no-store')
    .send(s3ErrorXml(error.code, error.message));
}

/*
 * An S3 server that does not answer (issue 28, "Storage unavailable"): the AWS SDK's errors of a
 * connection refused, cut or timed out, and S3's own "try again" answers, become the API's 503
 * "Storage is unavailable, try again" with `Retry-After`, never a 500 or a hang.
 */

/** S3's error codes (and the SDK's error names) that say "try again", not "this request is wrong". */
const retryableS3Codes = new Set([
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'RequestTimeout',
  'TimeoutError',
  'RequestTimeoutException',
  'AbortError',
]);

/** Whether an error of the AWS SDK says the bucket could not be reached or failed for now. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const { code, $metadata } = cause as { code?: unknown; $metadata?: { httpStatusCode?: number } };
    if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
    if (retryableS3Codes.has(cause.name) || (typeof code === 'string' && retryableS3Codes.has(code)))
      return true;
    const status = $metadata?.httpStatusCode;
    if (status !== undefined && status >= 500) return true;
    if (cause instanceof AggregateError && cause.errors.some(isStorageUnavailable)) return true;
    cause = cause.cause;
  }
  return false;
}

/** The API's 503 while storage does not answer: "Storage is unavailable, try again". */
export const storageUnavailable = (cause?: unknown) =>
  unavailable(message('error.storageUnavailable'), cause);

/** Runs a call of the bucket, its failure to answer becoming {@link storageUnavailable}. */
export async function reachingStorage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isStorageUnavailable(error) ? storageUnavailable(error) : error;
  }
}
