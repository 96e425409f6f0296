/**
 * Compiles one MJML layout to HTML in a process of its own (mail-layout.ts runs it with the layout on
 * standard input and reads a MailLayoutReply as JSON from standard output). MJML with its HTML parser,
 * CSS inliner, beautifier and lodash is some 17 MB of heap and code, plus the compiler's memory: a node
 * would otherwise keep all of it for its whole life to compile a 20 KB layout once per language and
 * branding, and a worker thread leaves its share in the node's malloc arenas (issue 38, ADR 0033).
 */
import { text } from 'node:stream/consumers';
import mjml2html from 'mjml';

export interface MailLayoutReply {
  html?: string;
  error?: string;
}

let reply: MailLayoutReply;
try {
  const out = await mjml2html(await text(process.stdin), { validationLevel: 'strict' });
  reply =
    out.errors.length > 0
      ? { error: `mail layout: ${out.errors.map((e) => e.message).join('; ')}` }
      : { html: out.html };
} catch (err) {
  reply = { error: `mail layout: ${(err as Error).message}` };
}
process.stdout.write(JSON.stringify(reply));
