import { env, secret } from '@portal/service-runtime';

export const notificationsConfig = () => ({
  publicUrl: env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, ''),
  unsubscribeSecret: secret('UNSUBSCRIBE_SECRET', 'dev-unsubscribe-secret'),
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:56379'),
  smtpUrl: env('SMTP_URL', 'smtp://127.0.0.1:1025'),
  mailFrom: env('MAIL_FROM', 'Developer Portal <no-reply@portal.example.com>'),
});

export type NotificationsConfig = ReturnType<typeof notificationsConfig>;
export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');
