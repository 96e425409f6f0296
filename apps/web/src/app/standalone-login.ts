/** /login (or /login/): the address main.tsx renders the sign-in page for without the router. */
export const STANDALONE_LOGIN_PATH = /^\/login\/?$/;
