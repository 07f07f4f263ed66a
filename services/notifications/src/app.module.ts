import { BULK_MAIL_QUEUE, MailModule } from '@portal/mailer';
import { Module } from '@nestjs/common';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { AnnouncementsRepository } from './announcements/announcements.repository';
import { CreateAnnouncementHandler } from './announcements/creating/create-announcement.handler';
import { CreateAnnouncementController } from './announcements/creating/http.controller';
import { DeleteAnnouncementHandler } from './announcements/deleting/delete-announcement.handler';
import { DeleteAnnouncementController } from './announcements/deleting/http.controller';
import { CriticalFanOut } from './announcements/emailing-critical/critical-fan-out';
import { CriticalMailMessageController } from './announcements/emailing-critical/message.controller';
import { UpdateAnnouncementController } from './announcements/updating/http.controller';
import { UpdateAnnouncementHandler } from './announcements/updating/update-announcement.handler';
import { NOTIFICATIONS_CONFIG, notificationsConfig } from './core/notifications.config';
import { NOTIFICATIONS_DDL } from './core/notifications.tables';
import { LeadConfirmationMessageController } from './leads/confirming/message.controller';
import { ChangePreferencesController } from './preferences/changing/http.controller';
import { PreferencesRepository } from './preferences/preferences.repository';
import { UnsubscribeController } from './preferences/unsubscribing/http.controller';
import { MarkAllReadController } from './reading/marking-all-read/http.controller';
import { MarkAllReadHandler } from './reading/marking-all-read/mark-all-read.handler';
import { MarkReadController } from './reading/marking-read/http.controller';
import { MarkReadHandler } from './reading/marking-read/mark-read.handler';
import { ReadStateRepository } from './reading/read-state.repository';
import { Recipients } from './recipients/recipients';
import { RecipientsMessageController } from './recipients/recording/message.controller';

export const SOURCE = 'notifications';

@Module({
  imports: [
    MailModule.forService({ queueName: BULK_MAIL_QUEUE }),
    RuntimeModule.forService(SOURCE),
    EventSourcingModule.forService({ source: SOURCE, ddl: NOTIFICATIONS_DDL }),
  ],
  controllers: [
    CreateAnnouncementController,
    UpdateAnnouncementController,
    DeleteAnnouncementController,
    MarkReadController,
    MarkAllReadController,
    ChangePreferencesController,
    UnsubscribeController,
    CriticalMailMessageController,
    RecipientsMessageController,
    LeadConfirmationMessageController,
  ],
  providers: [
    { provide: NOTIFICATIONS_CONFIG, useFactory: notificationsConfig },
    AnnouncementsRepository,
    ReadStateRepository,
    PreferencesRepository,
    Recipients,
    CreateAnnouncementHandler,
    UpdateAnnouncementHandler,
    DeleteAnnouncementHandler,
    MarkReadHandler,
    MarkAllReadHandler,
    CriticalFanOut,
  ],
})
export class NotificationsModule {}
