import { FEATURE_BULLET_SLOTS, type ListingFields } from '@portal/contracts';

/**
 * A listing stored before feature bullets were held to their 3 slots (spec 3 §5) may hold more. It is read with
 * its first 3 filled ones, so it loads, shows and saves again instead of being refused for what it already holds;
 * the others go with its next save.
 */
export const withinFeatureSlots = (fields: ListingFields): ListingFields => {
  const bullets = fields.feature_bullets;
  if (!Array.isArray(bullets) || bullets.length <= FEATURE_BULLET_SLOTS) return fields;
  const filled = bullets.filter((bullet) => typeof bullet === 'string' && bullet.trim() !== '');
  return { ...fields, feature_bullets: filled.slice(0, FEATURE_BULLET_SLOTS) };
};
