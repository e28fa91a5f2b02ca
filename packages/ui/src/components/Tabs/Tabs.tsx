import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';

import { withClass } from '../../utils/cx.ts';
import * as styles from './Tabs.css.ts';

export type TabsProps = RACTabsProps;

/**
 * Views of the same thing, one at a time: a `TabList` of `Tab`s and one `TabPanel` per tab (matched by
 * `id`). Arrow keys move between tabs; Tab moves into the panel. Wraps react-aria's `Tabs`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClass(className, styles.tabs)} />;
}

export type TabListProps<T> = RACTabListProps<T>;

/** The row of tabs. Give it an `aria-label` saying what the tabs switch between. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClass(className, styles.tabList)} />;
}

export type TabProps = RACTabProps;

/** One tab. Its `id` matches the `TabPanel` it shows. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClass(className, styles.tab)} />;
}

export type TabPanelProps = RACTabPanelProps;

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClass(className, styles.panel)} />;
}
