import { Heading, Stack, Text } from '@sfi/ui';
import { message } from '@sfi/domain';

/** A staff list page's heading and what the list is, and the browser tab's title: "Clients · Staff console". */
export function ListPageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <title>{`${title} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{title}</Heading>
        <Text tone="neutral">{intro}</Text>
      </Stack>
    </>
  );
}
