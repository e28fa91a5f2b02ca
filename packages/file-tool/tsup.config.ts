import { featurePackageConfig } from '../../tooling/tsup-feature.ts';

export default featurePackageConfig({
  index: 'src/index.ts',
  search: 'src/search/FileSearchPage.tsx',
  file: 'src/file/FilePage.tsx',
});
