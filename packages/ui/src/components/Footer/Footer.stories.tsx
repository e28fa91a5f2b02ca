import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { demoNavigation } from '../../storybook/fixtures.tsx';
import { isNavGroup, type NavGroup } from '../Navigation/navigation.ts';
import { Footer, type FooterOffice } from './Footer.tsx';

// Example data, as an app would pass it. The design system itself knows no offices.
const offices: FooterOffice[] = [
  {
    name: 'British Columbia',
    label: 'Head office',
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

const linkGroups = demoNavigation.filter(isNavGroup) as NavGroup[];

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
    offices,
    linkGroups,
    legal: '© 2025 Example Leasing Inc. All rights reserved.',
    aside: 'TSX: SFI',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const officesRegion = canvas.getByRole('region', { name: 'Our offices' });
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
