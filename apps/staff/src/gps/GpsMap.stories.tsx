import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { gpsMessage } from '@sfi/domain';
import { GpsMap } from './GpsMap.tsx';
import { reportingDevice } from './storyDevices.ts';

const meta = {
  title: 'Staff/GPS/GpsMap',
  component: GpsMap,
  tags: ['autodocs'],
  args: { gpsNo: reportingDevice.gpsNo, locations: reportingDevice.locations },
  parameters: {
    docs: {
      description: {
        component:
          "A device's positions over time (Leaflet): the track, each position a dot, the latest larger. Drawn by " +
          'the page itself, so it shows without tiles; the caption says the same in words.',
      },
    },
  },
} satisfies Meta<typeof GpsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tiles configured: the track and its 16 positions on a plain background. */
export const WithoutTiles: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', {
      name: gpsMessage('gps.map.label', { gpsNo: 'GPS-100004' }),
    });
    await expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(16);
    // "16 positions from …": the caption's words before the first date, in the story's language.
    const start = gpsMessage('gps.map.summary', { count: 16, from: '|', to: '', lat: '', lng: '' }).split(
      '|',
    )[0]!;
    await expect(within(canvasElement).getByText((text) => text.startsWith(start))).toBeVisible();
  },
};

/** Tiles that cannot load (no network): the track draws all the same, and the caption says why the map is plain. */
export const TilesUnavailable: Story = {
  args: { tiles: { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Unreachable tiles' } },
  play: async ({ canvasElement }) => {
    // The caption says, after its summary, why the map is plain.
    const caption = canvasElement.querySelector('figcaption')!;
    await waitFor(() =>
      expect(caption).toHaveTextContent(gpsMessage('gps.map.tilesUnavailable').replace(/\s+/g, ' ')),
    );
    await expect(canvasElement.querySelectorAll('path.leaflet-interactive')).toHaveLength(16);
  },
};

/** A device that never reported. */
export const NoPositions: Story = { args: { locations: [] } };
