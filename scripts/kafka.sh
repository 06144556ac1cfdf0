#!/usr/bin/env bash
# A real Apache Kafka broker for the relay's tests and benchmark, without a container
# runtime: Maven fetches the broker's jars (org.apache.kafka:kafka_2.13 and a log4j binding so it
# logs) into the local repository, ~/.m2, where they stay between runs (about 44 MB once); the
# broker runs from that classpath as one KRaft node (process.roles=broker,controller) on loopback.
#
#   scripts/kafka.sh classpath               fetch when missing; print the classpath
#   scripts/kafka.sh start DIR [OWNER_PID]   format DIR (once), start, wait until ready; print host:port
#   scripts/kafka.sh stop DIR                stop the broker started in DIR by its pid
#
# `start` on a DIR it already formatted starts the same broker again, on the same ports, with its
# data (the relay's fault test stops the broker and brings it back). With OWNER_PID, a watcher
# stops the broker when that process ends, so a test run that dies leaves no java behind.
# Needs Java 17+ and Maven; exits non-zero with a message when either is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

KAFKA_VERSION=4.3.1
LOG4J_VERSION=2.24.3
CACHE=$(realpath -m "${KAFKA_CACHE:-.data/kafka-$KAFKA_VERSION}")

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "scripts/kafka.sh: $1 is required ($2)" >&2; exit 2; }
}

classpath() {
  if [[ ! -s "$CACHE/classpath" ]]; then
    need java 'Java 17 or later runs the broker'
    need mvn 'Maven fetches the broker'
    mkdir -p "$CACHE"
    # Test files start brokers in parallel: one fetches, the others wait for its classpath.
    exec 9>"$CACHE/.lock"
    flock 9
    if [[ -s "$CACHE/classpath" ]]; then cat "$CACHE/classpath"; return; fi
    cat >"$CACHE/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>hotel.local</groupId>
  <artifactId>kafka-broker</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-slf4j-impl</artifactId><version>$LOG4J_VERSION</version></dependency>
  </dependencies>
</project>
EOF
    # The jars stay in ~/.m2; the classpath file names them (written last: a fetch cut short refetches).
    mvn -q -B -f "$CACHE/pom.xml" dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile="$CACHE/classpath.tmp" >&2
    mv "$CACHE/classpath.tmp" "$CACHE/classpath"
  fi
  cat "$CACHE/classpath"
}

free_port() {
  # NODE: the test runner passes its own node (the PATH may hold none or an older one).
  "${NODE:-node}" -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

start() {
  local dir owner cp broker_port controller_port
  dir=$(realpath -m "$1")
  owner=${2:-}
  need java 'Java 17 or later runs the broker'
  cp=$(classpath)
  mkdir -p "$dir"
  if [[ ! -s "$dir/server.properties" ]]; then
    broker_port=$(free_port)
    controller_port=$(free_port)
    cat >"$dir/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$broker_port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$broker_port
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$dir/data
num.partitions=3
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
EOF
    # Broker logs at WARN into the directory, plus the line that says it is ready.
    cat >"$dir/log4j2.properties" <<EOF
appender.file.type = File
appender.file.name = file
appender.file.fileName = $dir/broker.log
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = WARN
rootLogger.appenderRef.file.ref = file
logger.server.name = kafka.server.KafkaRaftServer
logger.server.level = INFO
EOF
    java -cp "$cp" -Dlog4j2.configurationFile="$dir/log4j2.properties" kafka.tools.StorageTool format \
      -t "$(java -cp "$cp" kafka.tools.StorageTool random-uuid 2>/dev/null)" -c "$dir/server.properties" >"$dir/format.log" 2>&1 \
      || { cat "$dir/format.log" >&2; exit 1; }
  fi
  broker_port=$(sed -n 's|^advertised.listeners=PLAINTEXT://127.0.0.1:||p' "$dir/server.properties")
  : >"$dir/broker.log"
  # A small heap and the C1 compiler: a one-partition-set test broker starts in seconds on a busy machine.
  java -Xms128m -Xmx512m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$dir/log4j2.properties" -cp "$cp" kafka.Kafka "$dir/server.properties" \
    >"$dir/stdout.log" 2>&1 </dev/null &
  local pid=$!
  echo "$pid" >"$dir/pid"
  if [[ -n "$owner" ]]; then
    # Detached from this script: stops the broker once the owner is gone (kill -0 fails).
    nohup bash -c "while kill -0 $owner 2>/dev/null && kill -0 $pid 2>/dev/null; do sleep 1; done; kill $pid 2>/dev/null" \
      >/dev/null 2>&1 </dev/null &
  fi
  local waited=0
  until grep -q 'Kafka Server started' "$dir/broker.log" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "scripts/kafka.sh: the broker exited while starting:" >&2
      tail -n 30 "$dir/broker.log" "$dir/stdout.log" >&2
      exit 1
    fi
    if ((waited >= 1200)); then
      echo "scripts/kafka.sh: the broker was not ready within 120 s" >&2
      kill "$pid" 2>/dev/null || true
      exit 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  echo "127.0.0.1:$broker_port"
}

stop() {
  local dir pid
  dir=$(realpath -m "$1")
  [[ -s "$dir/pid" ]] || return 0
  pid=$(cat "$dir/pid")
  rm -f "$dir/pid"
  kill "$pid" 2>/dev/null || return 0
  # A controlled shutdown takes a few seconds; after 20 s it is killed.
  for _ in $(seq 200); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null || true
}

case "${1:-}" in
  classpath) classpath ;;
  start) start "${2:?DIR}" "${3:-}" ;;
  stop) stop "${2:?DIR}" ;;
  *) echo "usage: scripts/kafka.sh classpath | start DIR [OWNER_PID] | stop DIR" >&2; exit 2 ;;
esac
