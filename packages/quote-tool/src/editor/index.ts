/** The lease-quote editor's parts (issue 10). */
export { CompareRevisions, type CompareRevisionsProps } from './CompareRevisions.tsx';
export { QuoteTimeline, TIMELINE_LATEST, type QuoteTimelineProps } from './QuoteTimeline.tsx';
export {
  differenceGroups,
  revisionDifferences,
  revisionPayment,
  type DifferenceGroup,
  type RevisionDifference,
} from './compare.ts';
