export { useIdempotentAttempt } from '../../../lib/idempotency';
