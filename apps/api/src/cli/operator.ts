import { userInfo } from 'node:os';

/** The OS user running the admin command line, named on the audit trail (`cli:<user>`). */
export function localOperator(): string {
  try {
    return userInfo().username || process.env.USER || 'unknown';
  } catch {
    return process.env.USER ?? 'unknown';
  }
}
