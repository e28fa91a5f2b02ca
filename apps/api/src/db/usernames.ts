/**
 * The key a username is unique by and looked up by: Unicode-normalized (NFKC), trimmed and
 * lower-cased, so `Dealer`, ` dealer ` and the full-width `ｄｅａｌｅｒ` are one account.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}
