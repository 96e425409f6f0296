import { z } from 'zod';

/** POST /api/v1/contact: the public contact form (stored and mailed through the outbox). */
export const contactRequest = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Please enter your name (at least 2 characters)')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'Email address is too long')
    .pipe(z.email('Please enter a valid email address')),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(2000, 'Message must be at most 2000 characters'),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const CONTACT_SENT_MESSAGE = 'Thank you! Your message has been sent.';
