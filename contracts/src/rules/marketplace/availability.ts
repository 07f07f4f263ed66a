/**
 * Availability (spec 3 §4): all regions, specific regions/countries, or unset. Pure, shared with the
 * web client: no Node or Nest import. Selections are returned as new arrays; inputs are never mutated.
 *
 * Convention: a region's id is in regionIds only while it is checked, i.e. every one of its countries is
 * ticked (a region without countries: while its id is selected). A partly ticked (indeterminate) region is
 * its ticked countries alone: sending or showing its id would claim the whole region (a QA pass ticked
 * France and Germany and saw "Regions: North America, Europe").
 */

export interface AvailabilityRegion {
  id: string;
  countryIds: string[];
}

export interface AvailabilitySelection {
  regionIds: string[];
  countryIds: string[];
}

export type Availability = 'unset' | 'all' | 'specific';
export type RegionState = 'checked' | 'unchecked' | 'indeterminate';

/** The error key that changing regions or countries clears. */
export const REGION_OR_COUNTRY = 'region_or_country';

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Unset if nothing is chosen; all only if every region and every country is selected; otherwise specific. */
export const availability = (
  regions: readonly AvailabilityRegion[],
  regionIds: readonly string[],
  countryIds: readonly string[],
): Availability => {
  if (regionIds.length === 0 && countryIds.length === 0) return 'unset';
  const regionSet = new Set(regionIds);
  const countrySet = new Set(countryIds);
  const everything = regions.every((region) => regionSet.has(region.id) && region.countryIds.every((id) => countrySet.has(id)));
  return regions.length > 0 && everything ? 'all' : 'specific';
};

/** Choosing all selects every region and every country. */
export const selectAll = (regions: readonly AvailabilityRegion[]): AvailabilitySelection => ({
  regionIds: unique(regions.map((region) => region.id)),
  countryIds: unique(regions.flatMap((region) => region.countryIds)),
});

/** Clearing the choice: availability becomes unset. */
export const clearAll = (): AvailabilitySelection => ({ regionIds: [], countryIds: [] });

/** Checked when all its countries are ticked, unchecked when none, indeterminate when only some. */
export const regionState = (region: AvailabilityRegion, regionIds: readonly string[], countryIds: readonly string[]): RegionState => {
  if (region.countryIds.length === 0) return regionIds.includes(region.id) ? 'checked' : 'unchecked';
  const ticked = region.countryIds.filter((id) => countryIds.includes(id)).length;
  if (ticked === 0) return 'unchecked';
  return ticked === region.countryIds.length ? 'checked' : 'indeterminate';
};

/** Ticking a region ticks all its countries; unticking a checked region unticks them. An indeterminate region becomes checked. */
export const toggleRegion = (
  regions: readonly AvailabilityRegion[],
  regionIds: readonly string[],
  countryIds: readonly string[],
  regionId: string,
): AvailabilitySelection => {
  const region = regions.find((r) => r.id === regionId) ?? { id: regionId, countryIds: [] };
  if (regionState(region, regionIds, countryIds) === 'checked') {
    return {
      regionIds: regionIds.filter((id) => id !== regionId),
      countryIds: countryIds.filter((id) => !region.countryIds.includes(id)),
    };
  }
  return { regionIds: unique([...regionIds, regionId]), countryIds: unique([...countryIds, ...region.countryIds]) };
};

/** Ticks or unticks one country; its regions follow: selected once all their countries are ticked, else not. */
export const toggleCountry = (
  regions: readonly AvailabilityRegion[],
  regionIds: readonly string[],
  countryIds: readonly string[],
  countryId: string,
): AvailabilitySelection => {
  const nextCountries = countryIds.includes(countryId) ? countryIds.filter((id) => id !== countryId) : [...countryIds, countryId];
  let nextRegions = [...regionIds];
  for (const region of regions.filter((r) => r.countryIds.includes(countryId))) {
    const whole = region.countryIds.every((id) => nextCountries.includes(id));
    nextRegions = whole ? unique([...nextRegions, region.id]) : nextRegions.filter((id) => id !== region.id);
  }
  return { regionIds: nextRegions, countryIds: unique(nextCountries) };
};

/**
 * The region ids that stand for whole regions: a listed region only while it is checked (a listing saved under the
 * old convention may hold partly ticked ones: they drop out, their ticked countries stay in countryIds). An id the
 * list no longer has is kept as it is (it stays until unticked, like any removed entry).
 */
export const wholeRegionIds = (
  regions: readonly AvailabilityRegion[],
  regionIds: readonly string[],
  countryIds: readonly string[],
): string[] => {
  const byId = new Map(regions.map((region) => [region.id, region]));
  return unique(regionIds).filter((id) => {
    const region = byId.get(id);
    return !region || regionState(region, regionIds, countryIds) === 'checked';
  });
};

/** Changing regions or countries clears the region_or_country error. */
export const withoutRegionError = (errors: Readonly<Record<string, string[]>>): Record<string, string[]> => {
  const { [REGION_OR_COUNTRY]: _cleared, ...rest } = errors;
  return rest;
};
