import type { Redis } from 'ioredis';
import type { BucketTemplate } from '../buckets/bucket.events';
import type { Match } from './matching';

/**
 * Every template of one bucket checked and consumed in one atomic script: either all of them admit
 * the request and each counts it, or none counts it (main and spike together, no partial
 * consumption). Time is the Redis server's, so every proxy process agrees on the windows.
 * KEYS: one hash per template, all sharing the bucket's hash tag (one slot on a cluster).
 * ARGV: fill type, interval ms, limit per template. `count` is a fixed window; `quota` a token
 * bucket refilling `limit` tokens per interval.
 * Answers: allowed (1/0), the deciding template's index (the refusing one with the longest wait, or
 * the one with the fewest requests left), then remaining, reset ms and window per template.
 */
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local n = #KEYS
local next_state = {}
local out = {}
local allowed = 1
local decider = 1
local longest = -1
local fewest = nil
for i = 1, n do
  local fill = ARGV[3 * i - 2]
  local interval = tonumber(ARGV[3 * i - 1])
  local limit = tonumber(ARGV[3 * i])
  local h = redis.call('HMGET', KEYS[i], 'a', 'b')
  local remaining, reset, window
  if fill == 'count' then
    window = math.floor(now / interval)
    local count = 0
    if tonumber(h[1]) == window then count = tonumber(h[2]) end
    reset = (window + 1) * interval - now
    if count + 1 > limit then
      allowed = 0
      if reset > longest then longest = reset; decider = i end
      remaining = math.max(limit - count, 0)
    else
      remaining = limit - count - 1
      next_state[i] = { window, count + 1 }
    end
  else
    window = 0
    local tokens = limit
    if h[1] then
      tokens = math.min(limit, tonumber(h[1]) + (now - tonumber(h[2])) * limit / interval)
    end
    if tokens < 1 then
      allowed = 0
      reset = math.ceil((1 - tokens) * interval / limit)
      if limit == 0 then reset = interval end
      if reset > longest then longest = reset; decider = i end
      remaining = 0
    else
      remaining = math.floor(tokens - 1)
      reset = math.ceil((limit - tokens + 1) * interval / limit)
      next_state[i] = { tokens - 1, now }
    end
  end
  out[3 * i - 2] = remaining
  out[3 * i - 1] = reset
  out[3 * i] = window
  if allowed == 1 and (fewest == nil or remaining < fewest) then fewest = remaining; decider = i end
end
if allowed == 1 then
  for i = 1, n do
    local s = next_state[i]
    redis.call('HSET', KEYS[i], 'a', tostring(s[1]), 'b', tostring(s[2]))
    redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[3 * i - 1]) + 1000)
  end
end
local answer = { allowed, decider }
for i = 1, #out do answer[#answer + 1] = out[i] end
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

/** Keys of one bucket: `{q:<bucket>}:<template>` so a cluster keeps them in one slot. */
export const templateKey = (match: Match, template: BucketTemplate): string => `{${match.key}}:${template.name}`;

export const checkQuota = async (redis: Redis, match: Match): Promise<QuotaDecision> => {
  const keys = match.templates.map((t) => templateKey(match, t));
  const args = match.templates.flatMap((t) => [t.fillType, t.intervalMs, t.limit]);
  const answer = await (redis as QuotaRedis).quotaCheck(keys.length, ...keys, ...args);
  const templates = match.templates.map((template, i) => ({
    template,
    remaining: Number(answer[2 + 3 * i]),
    resetMs: Number(answer[3 + 3 * i]),
    window: Number(answer[4 + 3 * i]),
  }));
  return { allowed: answer[0] === 1, deciding: templates[Number(answer[1]) - 1]!, templates };
};
