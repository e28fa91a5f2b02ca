import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { NumberFormatter, NumberParser } from '@internationalized/number';
import {
  Button as RACButton,
  Group,
  Input,
  TextField as RACTextField,
  useLocale,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { MinusIcon, PlusIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { Description, FieldError, Label, fieldStyles } from '../Form/Form.tsx';
import * as styles from './NumberField.css.ts';
import { fillWords, useUIWords, type UIWords } from '../UIProvider/words.ts';

/**
 * Ready-made formats: `decimal` (1,234.5), `currency` (Canadian dollars, $1,234.50) and `percent`
 * (the value 0.055 shows as 5.5 %).
 */
export const numberFormats = ['decimal', 'currency', 'percent'] as const;
export type NumberFormat = (typeof numberFormats)[number];

const formats: Record<NumberFormat, Intl.NumberFormatOptions> = {
  decimal: { maximumFractionDigits: 2 },
  currency: { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' },
  percent: { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 },
};

/** What the field says when it refuses what was typed, and its stepper buttons' names. */
export interface NumberFieldLabels {
  /** What was typed is not a number. */
  notANumber?: string;
  /** The number is above `maxValue`, given formatted as the field shows it. */
  atMost?: (max: string) => string;
  /** The number is below `minValue`, given formatted as the field shows it. */
  atLeast?: (min: string) => string;
  /** The − button, read before the field's label ("Decrease Term"). */
  decrease?: string;
  /** The + button, read before the field's label ("Increase Term"). */
  increase?: string;
}

/** The labels a field says when the app gives none, in the design system's words. */
const defaultLabels = (words: UIWords): Required<NumberFieldLabels> => ({
  notANumber: words.numberInvalid,
  atMost: (max) => fillWords(words.numberAtMost, { max }),
  atLeast: (min) => fillWords(words.numberAtLeast, { min }),
  decrease: words.numberDecrease,
  increase: words.numberIncrease,
});

export interface NumberFieldProps extends Pick<
  RACTextFieldProps,
  | 'name'
  | 'id'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'autoFocus'
  | 'validationBehavior'
  | 'onFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
> {
  /** The number, NaN for none (controlled). */
  value?: number;
  /** The number it starts with, NaN for none (uncontrolled). */
  defaultValue?: number;
  /**
   * Called when the user leaves the field (or presses Enter, or steps) with a number it takes: one
   * between `minValue` and `maxValue`, or NaN once cleared. What it refuses (letters, a number out
   * of range) stays as typed, flagged on the field, and is not passed on: see `onInputError`.
   */
  onChange?: (value: number) => void;
  /**
   * Called with the field's message when it starts refusing what was typed, and with undefined
   * once it takes what is typed again: a form that saves by itself holds off while a field refuses.
   */
  onInputError?: (message: string | undefined) => void;
  /** The smallest number taken; a smaller one is refused ("Enter 0 or more."). */
  minValue?: number;
  /** The largest number taken; a larger one is refused ("Enter at most 100."). */
  maxValue?: number;
  /**
   * How much the arrow keys and the stepper buttons change the number.
   * @default 1 (0.01 for `percent`)
   */
  step?: number;
  /** How the number is shown and parsed; wins over `format`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Called when the field loses the focus, after what was typed is taken or refused. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The visible label. */
  label?: ReactNode;
  /** Help text between the label and the input. */
  description?: ReactNode;
  /**
   * The message shown while the field is invalid (`isInvalid`, or the form's `validationErrors` for
   * its `name`); by default its validation message. What the field refuses itself says its own.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * How the number is shown and parsed: `currency` is Canadian dollars, `percent` stores 0.055 for 5.5 %.
   * `formatOptions` wins over it.
   * @default 'decimal'
   */
  format?: NumberFormat;
  /**
   * Shows − and + buttons (the arrow keys step too), named by `labels` and the field's label
   * (“Decrease Term”).
   * @default false
   */
  showStepper?: boolean;
  /** Placeholder text. */
  placeholder?: string;
  /**
   * What the field says when it refuses what was typed, and its stepper buttons' names, for other
   * wordings or languages (give them from the app's message catalogue).
   * @default English
   */
  labels?: NumberFieldLabels;
  className?: string;
}

/** The number a step leads to: the next multiple of `step` up or down, kept between the bounds. */
function stepped(current: number, step: number, direction: 1 | -1, min?: number, max?: number): number {
  const base = Number.isNaN(current) ? (direction > 0 ? (min ?? 0) : (max ?? min ?? 0)) : current;
  const scale = 10 ** Math.max(0, (String(step).split('.')[1] ?? '').length);
  const units = Math.round(base * scale);
  const stepUnits = Math.round(step * scale);
  const onGrid = units % stepUnits === 0;
  const next = Number.isNaN(current)
    ? units
    : onGrid
      ? units + direction * stepUnits
      : (direction > 0 ? Math.ceil(units / stepUnits) : Math.floor(units / stepUnits)) * stepUnits;
  const value = next / scale;
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
}

/**
 * A number input that formats as you leave it and parses what people type (“$1,200”, “5.5%”), in the
 * locale of the `UIProvider` (en-CA by default). Arrow keys step by `step`. What it cannot take — a
 * word, a number above `maxValue` or below `minValue` — stays as typed and is flagged on the field
 * in plain words ("Enter a number.", "Enter at most 100.", "Enter 0 or more."), never dropped or
 * changed into another number; `onChange` gets only the numbers it takes.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  format = 'decimal',
  formatOptions,
  showStepper = false,
  placeholder,
  className,
  value,
  defaultValue = Number.NaN,
  onChange,
  onInputError,
  minValue,
  maxValue,
  step,
  labels: labelOverrides,
  isInvalid,
  onBlur,
  ...props
}: NumberFieldProps) {
  const labels = { ...defaultLabels(useUIWords()), ...labelOverrides };
  const { locale } = useLocale();
  const options = formatOptions ?? formats[format];
  // The options by value: an app often writes them inline, a new object on every render.
  const optionsKey = JSON.stringify(options);
  const formatter = useMemo(
    () => new NumberFormatter(locale, JSON.parse(optionsKey) as Intl.NumberFormatOptions),
    [locale, optionsKey],
  );
  const parser = useMemo(
    () => new NumberParser(locale, JSON.parse(optionsKey) as Intl.NumberFormatOptions),
    [locale, optionsKey],
  );
  const show = (number: number) => (Number.isNaN(number) ? '' : formatter.format(number));
  const stepBy = step ?? (options.style === 'percent' ? 0.01 : 1);

  const controlled = value !== undefined;
  // The number last taken (or given by the app): what the typed text is measured against.
  const [number, setNumber] = useState(() => (controlled ? value : defaultValue));
  const [text, setText] = useState(() => show(controlled ? value : defaultValue));
  const [refusal, setRefusal] = useState<string>();
  // The app's number changed (another save, a reset): the field shows it, and forgets what it refused.
  const [given, setGiven] = useState(value);
  if (controlled && !Object.is(given, value)) {
    setGiven(value);
    setNumber(value);
    setText(show(value));
    if (refusal !== undefined) {
      setRefusal(undefined);
      onInputError?.(undefined);
    }
  }

  const buttonsId = useId();
  const labelId = useId();

  function refuse(words: string) {
    setRefusal(words);
    if (words !== refusal) onInputError?.(words);
  }

  function take(next: number) {
    setText(show(next));
    if (refusal !== undefined) {
      setRefusal(undefined);
      onInputError?.(undefined);
    }
    if (Object.is(next, number)) return;
    if (!controlled) setNumber(next);
    onChange?.(next);
  }

  /** Takes what was typed, or refuses it with the reason. */
  function commit(typed: string) {
    if (typed.trim() === '') return take(Number.NaN);
    const parsed = parser.parse(typed.trim());
    if (Number.isNaN(parsed)) return refuse(labels.notANumber);
    // What is stored is what the field shows: rounded to the format's digits.
    const next = parser.parse(formatter.format(parsed));
    if (maxValue !== undefined && next > maxValue) return refuse(labels.atMost(show(maxValue)));
    if (minValue !== undefined && next < minValue) return refuse(labels.atLeast(show(minValue)));
    take(next);
  }

  function stepOnce(direction: 1 | -1) {
    if (props.isDisabled || props.isReadOnly) return;
    const typed = text.trim() === '' ? Number.NaN : parser.parse(text.trim());
    const from = refusal === undefined || !Number.isNaN(typed) ? typed : number;
    take(stepped(Number.isNaN(from) ? number : from, stepBy, direction, minValue, maxValue));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit(text);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepOnce(event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  const invalid = refusal !== undefined || isInvalid ? true : undefined;
  return (
    <RACTextField
      {...props}
      value={text}
      onChange={setText}
      {...(invalid && { isInvalid: true })}
      className={withClass(className, fieldStyles.field)}
    >
      {label ? (
        <Label isRequired={props.isRequired}>
          <span id={labelId}>{label}</span>
        </Label>
      ) : null}
      {description ? <Description>{description}</Description> : null}
      <Group className={fieldStyles.group} isDisabled={props.isDisabled} isInvalid={invalid}>
        <Input
          placeholder={placeholder}
          inputMode="decimal"
          autoComplete="off"
          spellCheck="false"
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            commit(text);
            onBlur?.(event);
          }}
          className={cx(fieldStyles.groupInput, styles.input)}
        />
        {showStepper ? (
          <span className={styles.stepper}>
            <RACButton
              id={`${buttonsId}-decrease`}
              aria-label={labels.decrease}
              aria-labelledby={label ? `${buttonsId}-decrease ${labelId}` : undefined}
              excludeFromTabOrder
              isDisabled={props.isDisabled || props.isReadOnly}
              onPress={() => stepOnce(-1)}
              className={fieldStyles.groupButton}
            >
              <MinusIcon />
            </RACButton>
            <RACButton
              id={`${buttonsId}-increase`}
              aria-label={labels.increase}
              aria-labelledby={label ? `${buttonsId}-increase ${labelId}` : undefined}
              excludeFromTabOrder
              isDisabled={props.isDisabled || props.isReadOnly}
              onPress={() => stepOnce(1)}
              className={fieldStyles.groupButton}
            >
              <PlusIcon />
            </RACButton>
          </span>
        ) : null}
      </Group>
      <FieldError>{refusal ?? errorMessage}</FieldError>
    </RACTextField>
  );
}
