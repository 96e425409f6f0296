import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

/** The field for an authenticator code (or a recovery code): the browser's one-time-code fill, no spelling help. */
export function CodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      name="code"
      autoComplete="one-time-code"
      spellCheck={false}
      autoCapitalize="off"
      maxLength={40}
      {...props}
    />
  );
}
