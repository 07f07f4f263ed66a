import type { Redis } from 'ioredis';
import type { BucketTemplate } from '../buckets/bucket.events';
import { templateSpec } from './bucket-state';
import type { Match } from './matching';

/**
 * Every template of one bucket checked and consumed in one atomic script: either all of them admit
 * a request and each counts it, or none counts it (main and spike together, no partial
 * consumption). Time is the Redis server's, so every proxy process agrees on the windows.
 * One call decides `k` requests for the same bucket in arrival order, exactly as `k` calls would
 * (the batcher sends the requests that queued while the previous call was in flight).
 * KEYS: the bucket's one string (bucket-state.ts has its shape), so a bucket is one key and one
 * slot on a cluster, read and written once.
 * ARGV: k, the key's TTL, the templates (`templateSpec`). `count` is a fixed window; `quota` a
 * token bucket refilling `limit` tokens per interval. The TTL is set again only when it has to
 * reach further: a new key, a `count` window begun, tokens taken (so a template's state outlives
 * its window, and a token bucket's until it is full again); otherwise the write keeps it.
 * Answers, per request: allowed (1/0), the deciding template's index (the refusing one with the
 * longest wait, or the one with the fewest requests left), then remaining, reset ms and window per
 * template.
 */
const SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local k = tonumber(ARGV[1])
local names, fills, intervals, limits = {}, {}, {}, {}
local n = 0
for fill, interval, limit, name in string.gmatch(ARGV[3], '(%a+):(%d+):(%d+):([^|]+)') do
  n = n + 1
  fills[n] = fill; intervals[n] = tonumber(interval); limits[n] = tonumber(limit); names[n] = name
end
local saved = {}
local raw = redis.call('GET', KEYS[1])
if raw then
  for name, a, b in string.gmatch(raw, '([^=;]+)=([^,]+),([^;]+)') do saved[name] = { tonumber(a), tonumber(b) } end
end
local state = {}
for i = 1, n do
  local s = saved[names[i]]
  if s then state[2 * i - 1] = s[1]; state[2 * i] = s[2] end
end
local changed = false
local expire = false
local answer = {}
for r = 1, k do
  local out = {}
  local next = {}
  local allowed = 1
  local renew = false
  local decider = 1
  local longest = -1
  local fewest = nil
  for i = 1, n do
    local fill = fills[i]
    local interval = intervals[i]
    local limit = limits[i]
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
        if a ~= window then renew = true end
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
        renew = true
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
    if renew then expire = true end
  end
  answer[#answer + 1] = allowed
  answer[#answer + 1] = decider
  for i = 1, #out do answer[#answer + 1] = out[i] end
end
if changed then
  local parts = {}
  for i = 1, n do parts[i] = names[i] .. '=' .. tostring(state[2 * i - 1]) .. ',' .. tostring(state[2 * i]) end
  if expire then
    redis.call('SET', KEYS[1], table.concat(parts, ';'), 'PX', ARGV[2])
  else
    redis.call('SET', KEYS[1], table.concat(parts, ';'), 'KEEPTTL')
  end
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

/**
 * The state of one bucket, `{q:<bucket>}:state`: the hash tag keeps it whole on one cluster slot. (The
 * earlier hash of each bucket was `{q:<bucket>}`; a new name keeps a check from reading one.)
 */
export const bucketKey = (match: Match): string => `{${match.key}}:state`;

/** The script's arguments after k depend on the templates alone: built once per bucket definition. */
const argsByTemplates = new WeakMap<readonly BucketTemplate[], [number, string]>();
const scriptArgs = (templates: readonly BucketTemplate[]): [number, string] => {
  let args = argsByTemplates.get(templates);
  if (!args) {
    args = [Math.max(...templates.map((t) => t.intervalMs)) + 1000, templateSpec(templates)];
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
