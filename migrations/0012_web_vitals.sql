CREATE TABLE `web_vitals_daily` (
	`day` text NOT NULL,
	`page` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `page`, `metric`, `bucket`)
);
