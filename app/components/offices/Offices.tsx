import { Icon, paths, phone, type Shape } from "#app/components/Icon.tsx";
import { useRef, useState } from "react";

import type { ImageKey } from "#app/content/images.ts";
import { offices, type Office } from "#app/content/offices.ts";
import type { Block } from "#app/content/types.ts";
import { Picture } from "#app/components/media/Picture.tsx";
import styles from "./Offices.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const mapPin: Shape = [
  ...paths("M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"),
  ["circle", { cx: 12, cy: 10, r: 3 }],
];

/** "26.1076° S, 28.0567° E" */
export function formatCoordinates({ lat, lng }: Office["coordinates"]): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? "S" : "N"}, ${Math.abs(lng).toFixed(4)}° ${lng < 0 ? "W" : "E"}`;
}

function officeName(office: Office): string {
  return office.headOffice ? `${office.label} ${office.headOffice.toLowerCase()}` : `${office.label} office`;
}

/**
 * The three offices with a map beside them. The map provider is asked for
 * nothing until the visitor presses "Load the interactive map": before that a
 * drawn preview stands in, so no third-party request happens on page load.
 */
export default function Offices({ block }: { block: Extract<Block, { type: "offices" }> }) {
  const [selected, setSelected] = useState<Office>(offices[0]!);
  const [mapLoaded, setMapLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  function loadMap() {
    setMapLoaded(true);
    // Let the frame mount, then move focus to it so keyboard users land on the map.
    requestAnimationFrame(() => frame.current?.focus());
  }

  return (
    <section className={styles.offices} aria-labelledby="offices-heading">
      <h2 id="offices-heading">{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <div className={styles.layout}>
        <ul className={styles.list}>
          {offices.map((office) => (
            <li key={office.id} className={styles.card} data-selected={office.id === selected.id} data-testid="office">
              <Picture
                image={`offices/${office.id}` as ImageKey}
                alt={`The ${officeName(office)} building`}
                sizes="(min-width: 1000px) 10rem, (min-width: 600px) 45vw, 100vw"
                className={styles.photo}
              />
              <div className={styles.details}>
                <h3 className={styles.name}>
                  {office.label}
                  {office.headOffice ? <span className={styles.badge}>{office.headOffice}</span> : null}
                </h3>
                <address className={styles.address}>{office.address}</address>
                <p className={styles.line}>
                  <Icon icon={phone} size={16} />
                  <a href={office.phoneHref}>{office.phone}</a>
                </p>
                <p className={styles.hours}>{office.hours}</p>
                <p className={styles.coordinates}>
                  <Icon icon={mapPin} size={16} />
                  <span>
                    <span className="visually-hidden">Coordinates: </span>
                    {formatCoordinates(office.coordinates)}
                  </span>
                </p>
                <p className={styles.actions}>
                  <button
                    type="button"
                    className={styles.show}
                    aria-pressed={office.id === selected.id}
                    onClick={() => setSelected(office)}
                  >
                    Show on the map
                  </button>
                  <a href={office.mapLink} target="_blank" rel="noopener noreferrer" className={styles.external}>
                    Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.map} data-testid="office-map">
          <p className={styles.mapCaption} aria-live="polite">
            Map: {officeName(selected)}, {selected.address}
          </p>
          <div className={styles.mapFrame}>
            {mapLoaded ? (
              <iframe
                ref={frame}
                src={selected.embedSrc}
                title={`Map of the ${officeName(selected)}`}
                loading="lazy"
                referrerPolicy="no-referrer"
                // The map needs scripts and its own origin's storage; the pair is only unsafe for a frame of ours.
                // oxlint-disable-next-line react/iframe-missing-sandbox
                sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                className={styles.iframe}
              />
            ) : (
              <>
                <Picture
                  image={`maps/${selected.id}` as ImageKey}
                  alt=""
                  sizes="(min-width: 1000px) 40rem, 100vw"
                  className={styles.preview}
                />
                <div className={styles.consent}>
                  <p>The interactive map comes from OpenStreetMap and loads only when you ask for it.</p>
                  <button type="button" className="button" onClick={loadMap}>
                    Load the interactive map
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
