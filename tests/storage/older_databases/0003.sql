BEGIN TRANSACTION;
CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
INSERT INTO "alembic_version" VALUES('0003');
CREATE TABLE audit_log (
	id INTEGER NOT NULL, 
	at VARCHAR NOT NULL, 
	actor VARCHAR NOT NULL, 
	action VARCHAR NOT NULL, 
	event_id INTEGER, 
	entity VARCHAR NOT NULL, 
	entity_id INTEGER, 
	summary VARCHAR NOT NULL, 
	before_json TEXT, 
	after_json TEXT, 
	undone BOOLEAN NOT NULL, 
	CONSTRAINT pk_audit_log PRIMARY KEY (id)
);
INSERT INTO "audit_log" VALUES(1,'2026-11-27T23:12:50+00:00','judge','event.create',1,'event',1,'created event 1 ''Old Open''',NULL,'{"cut_size": null, "date": "", "format": "swiss", "game": "overpower", "name": "Old Open", "odd_field": "bye", "paper_size": "Letter", "place": "", "policies": {}, "sanction_number": "", "seed": 5, "swiss_rounds": 3, "tier": "local", "time_limit_minutes": 45, "tournament_type": "constructed"}',0);
INSERT INTO "audit_log" VALUES(2,'2026-11-27T23:12:52+00:00','judge','event.create',2,'event',2,'created event 2 ''Second''',NULL,'{"cut_size": null, "date": "", "format": "single", "game": "overpower", "name": "Second", "odd_field": "bye", "paper_size": "Letter", "place": "", "policies": {}, "sanction_number": "", "seed": 2, "swiss_rounds": null, "tier": "local", "time_limit_minutes": 45, "tournament_type": "constructed"}',0);
INSERT INTO "audit_log" VALUES(3,'2026-11-27T23:12:53+00:00','judge','player.register',1,'registration',1,'registered 0001 Ada as #1',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Ada", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Ada", "number": "0001", "sequence": 1, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(4,'2026-11-27T23:12:55+00:00','judge','player.register',1,'registration',2,'registered 0002 Bo as #2',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Bo", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Bo", "number": "0002", "sequence": 2, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(5,'2026-11-27T23:12:57+00:00','judge','player.register',1,'registration',3,'registered 0003 Cy as #3',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Cy", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Cy", "number": "0003", "sequence": 3, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(6,'2026-11-27T23:12:58+00:00','judge','player.register',1,'registration',4,'registered 0004 Di as #4',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Di", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Di", "number": "0004", "sequence": 4, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(7,'2026-11-27T23:12:59+00:00','judge','player.register',1,'registration',5,'registered 0005 Ed as #5',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Ed", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Ed", "number": "0005", "sequence": 5, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(8,'2026-11-27T23:13:01+00:00','judge','player.register',1,'registration',6,'registered 0006 Flo as #6',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Flo", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Flo", "number": "0006", "sequence": 6, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(9,'2026-11-27T23:13:02+00:00','judge','player.register',1,'registration',7,'registered 0007 Gus as #7',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "Gus", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "Gus", "number": "0007", "sequence": 7, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(10,'2026-11-27T23:13:03+00:00','judge','player.register',2,'registration',8,'registered 0008 A as #1',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "A", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "A", "number": "0008", "sequence": 1, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(11,'2026-11-27T23:13:04+00:00','judge','player.register',2,'registration',9,'registered 0009 B as #2',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "B", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "B", "number": "0009", "sequence": 2, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(12,'2026-11-27T23:13:06+00:00','judge','player.register',2,'registration',10,'registered 0010 C as #3',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "C", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "C", "number": "0010", "sequence": 3, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(13,'2026-11-27T23:13:07+00:00','judge','player.register',2,'registration',11,'registered 0011 D as #4',NULL,'{"fee_cents": 0, "fee_paid": false, "identity": {"address": "", "age": null, "city": "", "email": "", "membership_action": "none", "name": "D", "online_search_opt_out": false, "phone": "", "postal_code": "", "state_province": ""}, "name": "D", "number": "0011", "sequence": 4, "staff": false, "status": "active"}',0);
INSERT INTO "audit_log" VALUES(14,'2026-11-27T23:13:08+00:00','judge','round.pair',1,'round',1,'paired round 1: 4 tables, 1 bye',NULL,'{"pairings": [{"a": "0006", "b": "0004", "table": 1}, {"a": "0002", "b": "0005", "table": 2}, {"a": "0003", "b": "0007", "table": 3}, {"a": "0001", "b": null, "table": 4}], "round": 1}',0);
INSERT INTO "audit_log" VALUES(15,'2026-11-27T23:13:09+00:00','judge','match.report',1,'match',1,'reported round 1 table 1: 0006 won','{"a": "0006", "b": "0004", "bracket": null, "decided_by": null, "explanation": "round 1: random draw", "manual": false, "match": null, "result": null, "round": 1, "table": 1, "winner": null}','{"a": "0006", "b": "0004", "bracket": null, "decided_by": "report", "explanation": "round 1: random draw", "manual": false, "match": null, "result": "W", "round": 1, "table": 1, "winner": "0006"}',0);
INSERT INTO "audit_log" VALUES(16,'2026-11-27T23:13:11+00:00','judge','match.report',1,'match',2,'reported round 1 table 2: 0002 won','{"a": "0002", "b": "0005", "bracket": null, "decided_by": null, "explanation": "round 1: random draw", "manual": false, "match": null, "result": null, "round": 1, "table": 2, "winner": null}','{"a": "0002", "b": "0005", "bracket": null, "decided_by": "report", "explanation": "round 1: random draw", "manual": false, "match": null, "result": "W", "round": 1, "table": 2, "winner": "0002"}',0);
INSERT INTO "audit_log" VALUES(17,'2026-11-27T23:13:12+00:00','judge','match.report',1,'match',3,'reported round 1 table 3: 0003 won','{"a": "0003", "b": "0007", "bracket": null, "decided_by": null, "explanation": "round 1: random draw", "manual": false, "match": null, "result": null, "round": 1, "table": 3, "winner": null}','{"a": "0003", "b": "0007", "bracket": null, "decided_by": "report", "explanation": "round 1: random draw", "manual": false, "match": null, "result": "W", "round": 1, "table": 3, "winner": "0003"}',0);
INSERT INTO "audit_log" VALUES(18,'2026-11-27T23:13:13+00:00','judge','player.drop',1,'registration',3,'dropped 0003 Cy in round 1','{"dropped_round": null, "fee_cents": 0, "fee_paid": false, "name": "Cy", "number": "0003", "sequence": 3, "staff": false, "status": "active"}','{"dropped_round": 1, "fee_cents": 0, "fee_paid": false, "name": "Cy", "number": "0003", "sequence": 3, "staff": false, "status": "dropped"}',0);
INSERT INTO "audit_log" VALUES(19,'2026-11-27T23:13:14+00:00','judge','round.pair',1,'round',2,'paired round 2: 3 tables',NULL,'{"pairings": [{"a": "0001", "b": "0006", "table": 1}, {"a": "0002", "b": "0007", "table": 2}, {"a": "0005", "b": "0004", "table": 3}], "round": 2}',0);
INSERT INTO "audit_log" VALUES(20,'2026-11-27T23:13:16+00:00','judge','match.report',1,'match',5,'reported round 2 table 1: 0006 won','{"a": "0001", "b": "0006", "bracket": null, "decided_by": null, "explanation": "both on 3 points", "manual": false, "match": null, "result": null, "round": 2, "table": 1, "winner": null}','{"a": "0001", "b": "0006", "bracket": null, "decided_by": "report", "explanation": "both on 3 points", "manual": false, "match": null, "result": "W", "round": 2, "table": 1, "winner": "0006"}',0);
INSERT INTO "audit_log" VALUES(21,'2026-11-27T23:13:17+00:00','judge','round.pair',2,'round',1,'paired round 1: 2 tables',NULL,'{"pairings": [{"a": "0008", "b": "0011", "bracket": "winners", "match": "WB-R1-M1", "table": 1}, {"a": "0010", "b": "0009", "bracket": "winners", "match": "WB-R1-M2", "table": 2}], "round": 1}',0);
CREATE TABLE event (
	id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	game VARCHAR NOT NULL, 
	tournament_type VARCHAR NOT NULL, 
	format VARCHAR NOT NULL, 
	sanction_number VARCHAR NOT NULL, 
	date VARCHAR NOT NULL, 
	place VARCHAR NOT NULL, 
	time_limit_minutes INTEGER NOT NULL, 
	swiss_rounds INTEGER, 
	cut_size INTEGER, 
	seed INTEGER NOT NULL, 
	tier VARCHAR NOT NULL, 
	paper_size VARCHAR NOT NULL, 
	odd_field VARCHAR NOT NULL, 
	policies_json TEXT NOT NULL, 
	status VARCHAR NOT NULL, 
	created_at VARCHAR NOT NULL, rules_edition VARCHAR DEFAULT '' NOT NULL, 
	CONSTRAINT pk_event PRIMARY KEY (id)
);
INSERT INTO "event" VALUES(1,'Old Open','overpower','constructed','swiss','','','',45,3,NULL,5,'local','Letter','bye','{}','running','2026-11-27T23:12:50+00:00','');
INSERT INTO "event" VALUES(2,'Second','overpower','constructed','single','','','',45,NULL,NULL,2,'local','Letter','bye','{}','running','2026-11-27T23:12:52+00:00','');
CREATE TABLE event_official (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	role VARCHAR NOT NULL, 
	legion_number VARCHAR, 
	CONSTRAINT pk_event_official PRIMARY KEY (id), 
	CONSTRAINT fk_event_official_event_id_event FOREIGN KEY(event_id) REFERENCES event (id) ON DELETE CASCADE
);
CREATE TABLE "match" (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	round_id INTEGER NOT NULL, 
	round_number INTEGER NOT NULL, 
	table_number INTEGER NOT NULL, 
	player_a_id INTEGER, 
	player_b_id INTEGER, 
	match_code VARCHAR, 
	bracket VARCHAR, 
	explanation VARCHAR NOT NULL, 
	manual BOOLEAN NOT NULL, 
	winner_id INTEGER, 
	result VARCHAR, 
	decided_by VARCHAR, 
	adjudication_json TEXT, 
	reported_at VARCHAR, 
	CONSTRAINT pk_match PRIMARY KEY (id), 
	CONSTRAINT fk_match_event_id_event FOREIGN KEY(event_id) REFERENCES event (id) ON DELETE CASCADE, 
	CONSTRAINT fk_match_player_a_id_registration FOREIGN KEY(player_a_id) REFERENCES registration (id), 
	CONSTRAINT fk_match_player_b_id_registration FOREIGN KEY(player_b_id) REFERENCES registration (id), 
	CONSTRAINT fk_match_round_id_round FOREIGN KEY(round_id) REFERENCES round (id) ON DELETE CASCADE, 
	CONSTRAINT fk_match_winner_id_registration FOREIGN KEY(winner_id) REFERENCES registration (id)
);
INSERT INTO "match" VALUES(1,1,1,1,1,6,4,NULL,NULL,'round 1: random draw',0,6,'W','report',NULL,'2026-11-27T23:13:09+00:00');
INSERT INTO "match" VALUES(2,1,1,1,2,2,5,NULL,NULL,'round 1: random draw',0,2,'W','report',NULL,'2026-11-27T23:13:11+00:00');
INSERT INTO "match" VALUES(3,1,1,1,3,3,7,NULL,NULL,'round 1: random draw',0,3,'W','report',NULL,'2026-11-27T23:13:12+00:00');
INSERT INTO "match" VALUES(4,1,1,1,4,1,NULL,NULL,NULL,'bye (counts as a win): drawn at random for round 1',0,1,'BYE','pairing',NULL,'2026-11-27T23:13:08+00:00');
INSERT INTO "match" VALUES(5,1,2,2,1,1,6,NULL,NULL,'both on 3 points',0,6,'W','report',NULL,'2026-11-27T23:13:16+00:00');
INSERT INTO "match" VALUES(6,1,2,2,2,2,7,NULL,NULL,'paired down from 3 to 0 points: an odd number of players have 3 points or more',0,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "match" VALUES(7,1,2,2,3,5,4,NULL,NULL,'both on 0 points',0,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "match" VALUES(8,2,3,1,1,8,11,'WB-R1-M1','winners','winners'' bracket round 1 (WB-R1-M1)',0,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "match" VALUES(9,2,3,1,2,10,9,'WB-R1-M2','winners','winners'' bracket round 1 (WB-R1-M2)',0,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE penalty (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	registration_id INTEGER NOT NULL, 
	round_number INTEGER, 
	table_number INTEGER, 
	kind VARCHAR NOT NULL, 
	infraction VARCHAR NOT NULL, 
	note VARCHAR NOT NULL, 
	consequence_json TEXT NOT NULL, 
	override BOOLEAN NOT NULL, 
	judge VARCHAR NOT NULL, 
	created_at VARCHAR NOT NULL, 
	CONSTRAINT pk_penalty PRIMARY KEY (id), 
	CONSTRAINT fk_penalty_event_id_event FOREIGN KEY(event_id) REFERENCES event (id) ON DELETE CASCADE, 
	CONSTRAINT fk_penalty_registration_id_registration FOREIGN KEY(registration_id) REFERENCES registration (id)
);
CREATE TABLE player (
	id INTEGER NOT NULL, 
	number VARCHAR NOT NULL, 
	kind VARCHAR NOT NULL, 
	name VARCHAR NOT NULL, 
	address VARCHAR NOT NULL, 
	city VARCHAR NOT NULL, 
	state_province VARCHAR NOT NULL, 
	postal_code VARCHAR NOT NULL, 
	phone VARCHAR NOT NULL, 
	email VARCHAR NOT NULL, 
	age INTEGER, 
	membership_action VARCHAR NOT NULL, 
	online_search_opt_out BOOLEAN NOT NULL, 
	created_at VARCHAR NOT NULL, 
	CONSTRAINT pk_player PRIMARY KEY (id)
);
INSERT INTO "player" VALUES(1,'0001','temporary','Ada','','','','','','',NULL,'none',0,'2026-11-27T23:12:53+00:00');
INSERT INTO "player" VALUES(2,'0002','temporary','Bo','','','','','','',NULL,'none',0,'2026-11-27T23:12:55+00:00');
INSERT INTO "player" VALUES(3,'0003','temporary','Cy','','','','','','',NULL,'none',0,'2026-11-27T23:12:57+00:00');
INSERT INTO "player" VALUES(4,'0004','temporary','Di','','','','','','',NULL,'none',0,'2026-11-27T23:12:58+00:00');
INSERT INTO "player" VALUES(5,'0005','temporary','Ed','','','','','','',NULL,'none',0,'2026-11-27T23:12:59+00:00');
INSERT INTO "player" VALUES(6,'0006','temporary','Flo','','','','','','',NULL,'none',0,'2026-11-27T23:13:01+00:00');
INSERT INTO "player" VALUES(7,'0007','temporary','Gus','','','','','','',NULL,'none',0,'2026-11-27T23:13:02+00:00');
INSERT INTO "player" VALUES(8,'0008','temporary','A','','','','','','',NULL,'none',0,'2026-11-27T23:13:03+00:00');
INSERT INTO "player" VALUES(9,'0009','temporary','B','','','','','','',NULL,'none',0,'2026-11-27T23:13:04+00:00');
INSERT INTO "player" VALUES(10,'0010','temporary','C','','','','','','',NULL,'none',0,'2026-11-27T23:13:06+00:00');
INSERT INTO "player" VALUES(11,'0011','temporary','D','','','','','','',NULL,'none',0,'2026-11-27T23:13:07+00:00');
CREATE TABLE pod (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	round_id INTEGER NOT NULL, 
	round_number INTEGER NOT NULL, 
	table_number INTEGER NOT NULL, 
	explanation VARCHAR NOT NULL, 
	bye BOOLEAN NOT NULL, 
	decided_by VARCHAR, 
	adjudication_json TEXT, 
	reported_at VARCHAR, 
	CONSTRAINT pk_pod PRIMARY KEY (id), 
	CONSTRAINT fk_pod_event_id_event FOREIGN KEY(event_id) REFERENCES event (id) ON DELETE CASCADE, 
	CONSTRAINT fk_pod_round_id_round FOREIGN KEY(round_id) REFERENCES round (id) ON DELETE CASCADE, 
	CONSTRAINT uq_pod_round_table UNIQUE (round_id, table_number)
);
CREATE TABLE pod_seat (
	id INTEGER NOT NULL, 
	pod_id INTEGER NOT NULL, 
	seat INTEGER NOT NULL, 
	registration_id INTEGER NOT NULL, 
	side VARCHAR NOT NULL, 
	role VARCHAR NOT NULL, 
	placing INTEGER, 
	CONSTRAINT pk_pod_seat PRIMARY KEY (id), 
	CONSTRAINT fk_pod_seat_pod_id_pod FOREIGN KEY(pod_id) REFERENCES pod (id) ON DELETE CASCADE, 
	CONSTRAINT fk_pod_seat_registration_id_registration FOREIGN KEY(registration_id) REFERENCES registration (id), 
	CONSTRAINT uq_pod_seat_pod_seat UNIQUE (pod_id, seat)
);
CREATE TABLE rating (
	player_id INTEGER NOT NULL, 
	rating FLOAT NOT NULL, 
	games INTEGER NOT NULL, 
	system VARCHAR NOT NULL, 
	volatility FLOAT, 
	deviation FLOAT, 
	source VARCHAR NOT NULL, 
	updated_at VARCHAR NOT NULL, 
	CONSTRAINT pk_rating PRIMARY KEY (player_id), 
	CONSTRAINT fk_rating_player_id_player FOREIGN KEY(player_id) REFERENCES player (id)
);
CREATE TABLE rating_history (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	player_id INTEGER NOT NULL, 
	rating_before FLOAT NOT NULL, 
	rating_after FLOAT NOT NULL, 
	games_before INTEGER NOT NULL, 
	games_in_event INTEGER NOT NULL, 
	formula VARCHAR NOT NULL, 
	details_json TEXT NOT NULL, 
	applied_at VARCHAR NOT NULL, 
	CONSTRAINT pk_rating_history PRIMARY KEY (id), 
	CONSTRAINT fk_rating_history_event_id_event FOREIGN KEY(event_id) REFERENCES event (id), 
	CONSTRAINT fk_rating_history_player_id_player FOREIGN KEY(player_id) REFERENCES player (id), 
	CONSTRAINT uq_rating_history_event_player UNIQUE (event_id, player_id)
);
CREATE TABLE registration (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	player_id INTEGER NOT NULL, 
	sequence INTEGER NOT NULL, 
	status VARCHAR NOT NULL, 
	is_staff BOOLEAN NOT NULL, 
	fee_cents INTEGER NOT NULL, 
	fee_paid BOOLEAN NOT NULL, 
	entered_round INTEGER NOT NULL, 
	dropped_round INTEGER, 
	reentered_round INTEGER, 
	disqualified_round INTEGER, 
	deck_text TEXT, 
	deck_legal BOOLEAN, 
	created_at VARCHAR NOT NULL, deck_report_json TEXT, team VARCHAR, 
	CONSTRAINT pk_registration PRIMARY KEY (id), 
	CONSTRAINT fk_registration_event_id_event FOREIGN KEY(event_id) REFERENCES event (id) ON DELETE CASCADE, 
	CONSTRAINT fk_registration_player_id_player FOREIGN KEY(player_id) REFERENCES player (id), 
	CONSTRAINT uq_registration_event_player UNIQUE (event_id, player_id), 
	CONSTRAINT uq_registration_event_sequence UNIQUE (event_id, sequence)
);
INSERT INTO "registration" VALUES(1,1,1,1,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:12:53+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(2,1,2,2,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:12:55+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(3,1,3,3,'dropped',0,0,0,1,1,NULL,NULL,NULL,NULL,'2026-11-27T23:12:57+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(4,1,4,4,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:12:58+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(5,1,5,5,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:12:59+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(6,1,6,6,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:13:01+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(7,1,7,7,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:13:02+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(8,2,8,1,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:13:03+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(9,2,9,2,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:13:04+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(10,2,10,3,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:13:06+00:00',NULL,NULL);
INSERT INTO "registration" VALUES(11,2,11,4,'active',0,0,0,1,NULL,NULL,NULL,NULL,NULL,'2026-11-27T23:13:07+00:00',NULL,NULL);
CREATE TABLE round (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	stage VARCHAR NOT NULL, 
	status VARCHAR NOT NULL, 
	relaxations_json TEXT NOT NULL, 
	clock_json TEXT NOT NULL, 
	paired_at VARCHAR NOT NULL, 
	CONSTRAINT pk_round PRIMARY KEY (id), 
	CONSTRAINT fk_round_event_id_event FOREIGN KEY(event_id) REFERENCES event (id) ON DELETE CASCADE, 
	CONSTRAINT uq_round_event_number UNIQUE (event_id, number)
);
INSERT INTO "round" VALUES(1,1,1,'swiss','complete','{"relaxations": [], "notes": []}','{}','2026-11-27T23:13:08+00:00');
INSERT INTO "round" VALUES(2,1,2,'swiss','paired','{"relaxations": [], "notes": ["1 pair-down(s)"]}','{}','2026-11-27T23:13:14+00:00');
INSERT INTO "round" VALUES(3,2,1,'elimination','paired','{"relaxations": [], "notes": ["bracket of 4 for 4 players"]}','{}','2026-11-27T23:13:17+00:00');
CREATE INDEX ix_audit_log_event_id ON audit_log (event_id);
CREATE UNIQUE INDEX ix_player_number ON player (number);
CREATE INDEX ix_event_official_event_id ON event_official (event_id);
CREATE INDEX ix_rating_history_event_id ON rating_history (event_id);
CREATE INDEX ix_rating_history_player_id ON rating_history (player_id);
CREATE INDEX ix_registration_event_id ON registration (event_id);
CREATE INDEX ix_registration_player_id ON registration (player_id);
CREATE INDEX ix_round_event_id ON round (event_id);
CREATE INDEX ix_match_event_round ON "match" (event_id, round_number);
CREATE INDEX ix_match_round_id ON "match" (round_id);
CREATE INDEX ix_penalty_event_id ON penalty (event_id);
CREATE INDEX ix_penalty_registration_id ON penalty (registration_id);
CREATE INDEX ix_pod_event_id ON pod (event_id);
CREATE INDEX ix_pod_round_id ON pod (round_id);
CREATE INDEX ix_pod_seat_pod_id ON pod_seat (pod_id);
CREATE INDEX ix_pod_seat_registration_id ON pod_seat (registration_id);
COMMIT;
