import { featurePackageConfig } from '../../tooling/tsup-feature.ts';

export default featurePackageConfig({
  index: 'src/index.ts',
  'quote-dealers': 'src/quote-dealers/QuoteDealersPage.tsx',
  'dealer-accounts': 'src/dealer-accounts/DealerAccountsPage.tsx',
  quotes: 'src/quotes/index.ts',
});
