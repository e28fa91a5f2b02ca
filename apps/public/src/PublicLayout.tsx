import type { SiteLayoutProps } from '@sfi/app-kit';
import { AppHeader, PlainLink } from '@sfi/ui';
import { STOCK_TICKER } from '@sfi/domain';
import { message } from './messages.ts';
import { HeaderEntry } from './HeaderEntry.tsx';

/** The stock quote page of the exchange ticker (spec doc 1 §2). */
const stockQuoteUrl = `https://money.tmx.com/en/quote/${STOCK_TICKER.symbol}`;

/** The public site's frame: the header of spec doc 1 §2 above every public page. */
export function PublicLayout({ pathname, children }: SiteLayoutProps) {
  return (
    <>
      <AppHeader
        logo={<PlainLink href="/">{message('app.name')}</PlainLink>}
        slogan={message('app.slogan')}
        currentHref={pathname}
        navLabel={message('header.navigation')}
        menuLabel={message('header.menu')}
        navigation={[
          {
            label: message('header.signIn'),
            items: [
              { label: message('header.signIn.client'), href: '/client/login' },
              { label: message('header.signIn.dealer'), href: '/dealer/login' },
              { label: message('header.signIn.fileDealer'), href: '/dealer/chat/login' },
            ],
          },
        ]}
        stockQuote={
          <PlainLink href={stockQuoteUrl} isExternal>
            {message('header.stockQuote', STOCK_TICKER)}
          </PlainLink>
        }
        user={<HeaderEntry />}
      />
      {children}
    </>
  );
}
