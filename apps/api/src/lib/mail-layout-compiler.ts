/**
 * Compiles one MJML layout to HTML in a worker thread of its own (mail-layout.ts starts it and lets it
 * end): MJML with its HTML parser, CSS inliner, beautifier and lodash is some 17 MB of heap and code
 * that a node would otherwise keep for its whole life to compile a 20 KB layout once per language and
 * branding (issue 38 section 2, ADR 0033).
 */
import { parentPort, workerData } from 'node:worker_threads';
import mjml2html from 'mjml';

export interface MailLayoutReply {
  html?: string;
  error?: string;
}

const source = workerData as string;
let reply: MailLayoutReply;
try {
  const out = await mjml2html(source, { validationLevel: 'strict' });
  reply =
    out.errors.length > 0
      ? { error: `mail layout: ${out.errors.map((e) => e.message).join('; ')}` }
      : { html: out.html };
} catch (err) {
  reply = { error: `mail layout: ${(err as Error).message}` };
}
parentPort!.postMessage(reply);
