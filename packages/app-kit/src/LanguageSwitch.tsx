import { useState } from 'react';
import { Button } from '@sfi/ui';
import { localeNames, otherLocale, shellMessage, type Locale } from '@sfi/domain';
import { chooseLocale, useLocale } from './locale.ts';

export interface LanguageSwitchProps {
  /** Also keeps the choice elsewhere: on the signed-in person's account, for their e-mails and text messages. */
  onChoose?: (locale: Locale) => Promise<unknown> | void;
}

/**
 * "Français" in English, "English" in French (issue 29): switches every screen to the other
 * language and keeps the choice for the next visit. Its words are the other language's own, marked
 * with that language so a screen reader says them right.
 */
export function LanguageSwitch({ onChoose }: LanguageSwitchProps) {
  const locale = useLocale();
  const [switching, setSwitching] = useState(false);
  const other = otherLocale(locale);
  return (
    <Button
      variant="quiet"
      size="small"
      isPending={switching}
      pendingLabel={shellMessage('language.switching')}
      onPress={() => {
        setSwitching(true);
        // The account keeps it quietly: the page switches whether or not that call succeeds.
        void Promise.resolve(onChoose?.(other)).catch(() => undefined);
        void chooseLocale(other)
          .catch(() => undefined)
          .finally(() => setSwitching(false));
      }}
    >
      <span lang={other}>{localeNames[other]}</span>
    </Button>
  );
}
