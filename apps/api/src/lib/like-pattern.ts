/**
 * `%text%` for an ILIKE with the user's text matched literally: its `%`, `_` and `\` are escaped
 * (PostgreSQL's default LIKE escape character is the backslash).
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
