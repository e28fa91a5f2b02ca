import { useEffect, useId, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Text } from '@sfi/ui';
import { formatDateTime, gpsMessage, type GpsLocation, type MapTiles } from '@sfi/domain';
import * as styles from './GpsMap.css.ts';

export interface GpsMapProps {
  /** The device's number, for the map's name. */
  gpsNo: string;
  /** Its positions, oldest first. */
  locations: readonly GpsLocation[];
  /** Where the tiles come from (the runtime config); none: the track on a plain background. */
  tiles?: MapTiles | undefined;
}

const coordinate = (value: number) => value.toFixed(5);

/**
 * A device's positions over time on a map (Leaflet): the track between them, each position a dot
 * with its time, the latest one larger. The markers and the track are drawn in SVG by the page
 * itself, so they show even when the tiles cannot load (no network, as in tests), and a caption says
 * the same in words for those who cannot see the map.
 */
export function GpsMap({ gpsNo, locations, tiles }: GpsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const container = element.current;
    if (!container || locations.length === 0) return;
    const map = L.map(container, { attributionControl: Boolean(tiles), zoomSnap: 0.5 });
    if (tiles) {
      const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
      layer.once('tileerror', () => setTilesFailed(true));
      layer.addTo(map);
    }
    const points = locations.map(({ coordinates }) => L.latLng(coordinates.lat, coordinates.lng));
    L.polyline(points, { className: styles.track, interactive: false }).addTo(map);
    locations.forEach((location, index) => {
      const last = index === locations.length - 1;
      L.circleMarker(points[index]!, { radius: last ? 9 : 4, className: last ? styles.latest : styles.point })
        .bindTooltip(
          last
            ? gpsMessage('gps.map.latest', { at: formatDateTime(location.createdAt) })
            : formatDateTime(location.createdAt),
        )
        .addTo(map);
    });
    map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [locations, tiles]);

  if (locations.length === 0) return <Text tone="neutral">{gpsMessage('gps.map.none')}</Text>;
  const first = locations[0]!;
  const last = locations.at(-1)!;
  return (
    <figure className={styles.figure}>
      <div
        ref={element}
        className={styles.map}
        role="region"
        aria-label={gpsMessage('gps.map.label', { gpsNo })}
        aria-describedby={captionId}
        data-positions={locations.length}
      />
      <figcaption id={captionId} className={styles.caption}>
        {gpsMessage('gps.map.summary', {
          count: locations.length,
          from: formatDateTime(first.createdAt),
          to: formatDateTime(last.createdAt),
          lat: coordinate(last.coordinates.lat),
          lng: coordinate(last.coordinates.lng),
        })}
        {tilesFailed ? ` ${gpsMessage('gps.map.tilesUnavailable')}` : ''}
      </figcaption>
    </figure>
  );
}
