/**
 * Four single-character boxes for a verification code (spec §2.4): typing a digit moves to the next
 * box, Backspace on an empty box moves back, and a pasted code fills every box at once.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { HStack, Input } from '@chakra-ui/react';

export interface CodeInputProps {
  digits: readonly string[];
  onDigit(index: number, value: string): void;
  onPaste(code: string): void;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the text that describes an error, for screen readers. */
  describedBy?: string;
}

export function CodeInput({ digits, onDigit, onPaste, disabled = false, invalid = false, describedBy }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(digits.length - 1, index))]?.focus();

  const onChange = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    onDigit(index, digit);
    if (digit !== '') focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  const onPasteCode = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = event.clipboardData.getData('text').replace(/\D/g, '');
    if (code === '') return;
    event.preventDefault();
    onPaste(code);
    focusBox(code.length);
  };

  return (
    <HStack role="group" aria-label="Verification code" gap={{ base: '2', sm: '3' }} justify="center">
      {digits.map((digit, index) => (
        <Input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          disabled={disabled}
          onChange={(event) => onChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPasteCode}
          onFocus={(event) => event.target.select()}
          textAlign="center"
          fontSize="2xl"
          fontWeight="semibold"
          width={{ base: '12', sm: '14' }}
          height={{ base: '12', sm: '14' }}
          px="0"
        />
      ))}
    </HStack>
  );
}
