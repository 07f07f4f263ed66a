/** What the gateway forwards from `POST /api/v1/analytics` (the contract already checked its shape). */
export interface TrackEventBody {
  key?: unknown;
  additional_properties?: unknown;
  tracking_id?: unknown;
}

export interface TrackEventAnswer {
  tracking_id: string;
}
