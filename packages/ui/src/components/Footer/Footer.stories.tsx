import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { demoNavigation } from '../../storybook/fixtures.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { isNavGroup, type NavGroup } from '../Navigation/navigation.ts';
import { Footer, type FooterOffice } from './Footer.tsx';

// Example data, as an app would pass it, in the story's words. The design system itself knows no offices.
const officesIn = ({ say }: StoryWords): FooterOffice[] => [
  {
    name: say('province.BC'),
    label: say('site.footer.headOffice'),
    addressLines: ['100 – 5000 Example Road', 'Richmond, BC  V6X 0A0'],
    phone: '604-555-0100',
  },
  { name: 'Alberta', addressLines: ['200 Sample Avenue SW', 'Calgary, AB  T2P 0A0'], phone: '403-555-0100' },
  {
    name: 'Ontario',
    addressLines: ['300 Placeholder Drive', 'Vaughan, ON  L4K 0A0'],
    email: 'ontario@example.com',
  },
];

const linkGroupsIn = (words: StoryWords) => demoNavigation(words).filter(isNavGroup) as NavGroup[];

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site’s footer: office addresses (phone and e-mail become links), columns of links and a legal line. All of it is data from the app: the design system knows no offices. ' +
          'Use it once, at the bottom of the public site. Do not put primary navigation only here.',
      },
    },
  },
  args: {
    legal: '© 2025 Example Leasing Inc. All rights reserved.',
    aside: 'TSX: SFI',
  },
  // The offices and the links, in the story's words, unless the story gives its own.
  render: (args, context) => {
    const words = storyWords(context);
    return <Footer offices={officesIn(words)} linkGroups={linkGroupsIn(words)} {...args} />;
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const officesRegion = canvas.getByRole('region', { name: storyWords({ loaded }).ui.ourOffices });
    await expect(within(officesRegion).getByText('Richmond, BC V6X 0A0')).toBeVisible();
    await expect(within(officesRegion).getByRole('link', { name: '604-555-0100' })).toHaveAttribute(
      'href',
      'tel:6045550100',
    );
    await userEvent.tab();
    await expect(within(officesRegion).getByRole('link', { name: '604-555-0100' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { officesHeading: 'Visit us', aside: undefined } };

export const OfficesOnly: Story = { name: 'Offices only', args: { linkGroups: [] } };

export const Empty: Story = {
  name: 'Legal line only',
  args: { offices: [], linkGroups: [], aside: undefined },
};
