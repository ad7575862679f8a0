import { useEffect, useRef, useState } from "react";
import { RegionMap } from "#app/components/places/region-map";
import { Field } from "#app/components/ui/form";
import { pointFromMap, typedPoint } from "#app/domain/admin/accommodations-fields";
import { isOnMap } from "#app/domain/catalogue/region-map";

type Labels = {
  legend: string;
  hint: string;
  latitude: string;
  longitude: string;
  mapTitle: string;
  mapDescription: string;
  mapHint: string;
  marker: string;
};

/**
 * Latitude and longitude, typed (the way that always works: without
 * JavaScript and from the keyboard), and, once hydrated, also set by a click
 * on the site's own offline map of the region (components/places/region-map:
 * inline SVG, no tile server, nothing for the CSP to allow). The marker
 * follows what is in the two fields. The map uses the `accommodations`
 * namespace for its place names.
 */
export function CoordinatePicker({
  latitude,
  longitude,
  errors,
  labels,
}: {
  latitude: string;
  longitude: string;
  errors: { latitude?: string; longitude?: string };
  labels: Labels;
}) {
  const [lat, setLat] = useState(latitude);
  const [lng, setLng] = useState(longitude);
  const [enhanced, setEnhanced] = useState(false);
  const map = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setEnhanced(true);
    const svg = map.current?.querySelector("svg");
    if (!svg) return;
    // A pointer-only shortcut: keyboard users type the two fields above it.
    const onClick = (event: MouseEvent) => {
      const matrix = svg.getScreenCTM();
      if (!matrix) return;
      const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      const picked = pointFromMap(at.x, at.y);
      if (!picked) return;
      setLat(String(picked.lat));
      setLng(String(picked.lng));
    };
    svg.addEventListener("click", onClick);
    return () => svg.removeEventListener("click", onClick);
  }, []);

  const point = typedPoint(lat, lng);
  return (
    <fieldset className="coordinate-picker" aria-describedby="coordinates-hint">
      <legend>{labels.legend}</legend>
      <p id="coordinates-hint" className="form-field__hint">
        {labels.hint}
      </p>
      <div className="tour-form__grid">
        <Field
          name="latitude"
          label={labels.latitude}
          error={errors.latitude}
          value={lat}
          onChange={(event) => setLat(event.target.value)}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          name="longitude"
          label={labels.longitude}
          error={errors.longitude}
          value={lng}
          onChange={(event) => setLng(event.target.value)}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div
        ref={map}
        className={
          enhanced ? "coordinate-picker__map coordinate-picker__map--live" : "coordinate-picker__map"
        }
        data-testid="coordinate-picker"
      >
        <RegionMap
          markers={point && isOnMap(point) ? [{ point, label: labels.marker }] : []}
          title={labels.mapTitle}
          description={labels.mapDescription}
        />
      </div>
      {enhanced ? <p className="form-field__hint">{labels.mapHint}</p> : null}
    </fieldset>
  );
}
