import type { Redis } from 'ioredis';
import type { BucketTemplate } from '../buckets/bucket.events';
import type { Match } from './matching';

/**
 * Every template of one bucket checked and consumed in one atomic script: either all of them admit
 * a request and each counts it, or none counts it (main and spike together, no partial
 * consumption). Time is the Redis server's, so every proxy process agrees on the windows.
 * One call decides `k` requests for the same bucket in arrival order, exactly as `k` calls would
 * (the batcher sends the requests that queued while the previous call was in flight).
 * KEYS: the bucket's one hash (`<template>:a`, `<template>:b` per template: window and count, or
 * tokens and last refill), so a bucket is one key and one slot on a cluster, read and written once.
 * ARGV: k, then name, fill type, interval ms, limit per template, then the key's TTL. `count` is a
 * fixed window; `quota` a token bucket refilling `limit` tokens per interval.
 * Answers, per request: allowed (1/0), the deciding template's index (the refusing one with the
 * longest wait, or the one with the fewest requests left), then remaining, reset ms and window per
 * template.
 */
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local k = tonumber(ARGV[1])
local n = (#ARGV - 2) / 4
local fields = {}
for i = 1, n do
  fields[2 * i - 1] = ARGV[4 * i - 2] .. ':a'
  fields[2 * i] = ARGV[4 * i - 2] .. ':b'
end
local h = redis.call('HMGET', KEYS[1], unpack(fields))
local state = {}
for i = 1, 2 * n do state[i] = tonumber(h[i]) end
local changed = false
local answer = {}
for r = 1, k do
  local out = {}
  local next = {}
  local allowed = 1
  local decider = 1
  local longest = -1
  local fewest = nil
  for i = 1, n do
    local fill = ARGV[4 * i - 1]
    local interval = tonumber(ARGV[4 * i])
    local limit = tonumber(ARGV[4 * i + 1])
    local a = state[2 * i - 1]
    local b = state[2 * i]
    local remaining, reset, window
    if fill == 'count' then
      window = math.floor(now / interval)
      local count = 0
      if a == window then count = b end
      reset = (window + 1) * interval - now
      if count + 1 > limit then
        allowed = 0
        if reset > longest then longest = reset; decider = i end
        remaining = math.max(limit - count, 0)
      else
        remaining = limit - count - 1
        next[2 * i - 1] = window
        next[2 * i] = count + 1
      end
    else
      window = 0
      local tokens = limit
      if a then tokens = math.min(limit, a + (now - b) * limit / interval) end
      if tokens < 1 then
        allowed = 0
        reset = math.ceil((1 - tokens) * interval / limit)
        if limit == 0 then reset = interval end
        if reset > longest then longest = reset; decider = i end
        remaining = 0
      else
        remaining = math.floor(tokens - 1)
        reset = math.ceil((limit - tokens + 1) * interval / limit)
        next[2 * i - 1] = tokens - 1
        next[2 * i] = now
      end
    end
    out[3 * i - 2] = remaining
    out[3 * i - 1] = reset
    out[3 * i] = window
    if allowed == 1 and (fewest == nil or remaining < fewest) then fewest = remaining; decider = i end
  end
  if allowed == 1 then
    for i = 1, 2 * n do state[i] = next[i] end
    changed = true
  end
  answer[#answer + 1] = allowed
  answer[#answer + 1] = decider
  for i = 1, #out do answer[#answer + 1] = out[i] end
end
if changed then
  local updates = {}
  for i = 1, 2 * n do
    updates[#updates + 1] = fields[i]
    updates[#updates + 1] = tostring(state[i])
  end
  redis.call('HSET', KEYS[1], unpack(updates))
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[#ARGV]))
end
return answer
`;

export interface TemplateState {
  template: BucketTemplate;
  remaining: number;
  resetMs: number;
  window: number;
}

export interface QuotaDecision {
  allowed: boolean;
  /** The refusing template, or (when allowed) the one closest to its limit. */
  deciding: TemplateState;
  templates: TemplateState[];
}

type QuotaRedis = Redis & { quotaCheck(numKeys: number, ...args: (string | number)[]): Promise<number[]> };

export const defineQuotaScript = (redis: Redis): void => {
  redis.defineCommand('quotaCheck', { lua: SCRIPT });
};

/** The hash of one bucket, `{q:<bucket>}`: its hash tag keeps it whole on one cluster slot. */
export const bucketKey = (match: Match): string => `{${match.key}}`;

/** The script's arguments depend on the templates alone: built once per bucket definition. */
const argsByTemplates = new WeakMap<readonly BucketTemplate[], (string | number)[]>();
const scriptArgs = (templates: readonly BucketTemplate[]): (string | number)[] => {
  let args = argsByTemplates.get(templates);
  if (!args) {
    args = templates.flatMap((t) => [t.name, t.fillType, t.intervalMs, t.limit]);
    args.push(Math.max(...templates.map((t) => t.intervalMs)) + 1000);
    argsByTemplates.set(templates, args);
  }
  return args;
};

/** Decides `matches.length` requests for one bucket (same templates) in one call, in order. */
export const checkQuotas = async (redis: Redis, matches: readonly Match[]): Promise<QuotaDecision[]> => {
  const first = matches[0]!;
  const answer = await (redis as QuotaRedis).quotaCheck(1, bucketKey(first), matches.length, ...scriptArgs(first.templates));
  const per = 2 + 3 * first.templates.length;
  return matches.map((match, r) => {
    const base = r * per;
    const templates = match.templates.map((template, i) => ({
      template,
      remaining: Number(answer[base + 2 + 3 * i]),
      resetMs: Number(answer[base + 3 + 3 * i]),
      window: Number(answer[base + 4 + 3 * i]),
    }));
    return { allowed: answer[base] === 1, deciding: templates[Number(answer[base + 1]) - 1]!, templates };
  });
};

export const checkQuota = async (redis: Redis, match: Match): Promise<QuotaDecision> => (await checkQuotas(redis, [match]))[0]!;
