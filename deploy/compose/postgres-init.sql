-- Runs once, when the postgres container starts with an empty data volume.
-- One database per service (event store + service-local tables); the
-- compose setup uses a single role for all of them.
CREATE DATABASE portal_gateway;
CREATE DATABASE portal_identity;
CREATE DATABASE portal_projection;
CREATE DATABASE portal_apps;
CREATE DATABASE portal_marketplace;
CREATE DATABASE portal_notifications;
CREATE DATABASE portal_metrics;
CREATE DATABASE portal_quota_proxy;
