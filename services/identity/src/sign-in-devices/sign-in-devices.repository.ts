import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { signInDevicesDecider, type SignInDevices, type SignInDevicesCommand } from './sign-in-devices.decider';
import { signInDevicesStreamId, type SignInDevicesEvent } from './sign-in-devices.events';

/** The only writer of sign-in device streams. */
@Injectable()
export class SignInDevicesRepository extends EventSourcedRepository<SignInDevices, SignInDevicesCommand, SignInDevicesEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, signInDevicesDecider, signInDevicesStreamId);
  }
}
