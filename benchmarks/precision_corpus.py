"""Run goleaklint on the real-code corpora of docs/precision.md and draw the triage sample.

Usage: ``python benchmarks/precision_corpus.py OUT_DIR [--set SET]``.
Writes ``findings.json`` (every finding, per corpus) and ``sample.json`` (up to 60 findings
per rule family, drawn with a fixed seed so that the sample can be re-drawn after a change),
and prints counts per rule. The Debian packages must be installed (``apt-get install
golang-github-...-dev``; the package names are listed below).

Sets:

* ``rounds``: the standard library and the six packages of rounds 1 and 2 (tuned on);
* ``tuning`` and ``held-back``: 22 further projects, split once, before any finding of theirs
  was looked at, into a half that causes may be fixed from and a half that is only measured.
  The split is stratified by size: the projects sorted by their number of ``.go`` files
  (vendor and testdata excluded), taken in pairs, and one of each pair drawn for tuning with
  ``random.Random(20261201)``. The resulting lists are written out here so that a later
  package version cannot move a project from one half to the other.
* A second batch of 20 projects was split the same way (``random.Random(20261202)``), again
  before any of their findings was seen, when the first held-back half gave fewer findings
  than the 150 to judge: ``tuning`` and ``held-back`` include both batches.
* ``tuning-3`` and ``held-back-3``: a third batch of 24 projects, none of them in the sets
  above, split the same way with ``random.Random(20261203)`` before any finding of theirs was
  seen, once the first held-back half had been used to find causes. The sizes were sorted in
  decreasing order (ties by decreasing name), each pair drew ``rng.randrange(2)`` for the
  member that goes to tuning. The lists are in decreasing size order.
* ``tuning-4`` and ``held-back-4``: a fourth batch of 24 projects, none of them in the sets
  above, split the same way with ``random.Random(20261204)`` before goleaklint was run on any
  of them, once tuning-3 had been used to find causes.
* ``tuning-5`` and ``held-back-5``: a fifth batch of 52 projects with goroutines, channels
  or locks, none of them in the sets above, split the same way with
  ``random.Random(20261205)`` before goleaklint was run on any of them, when held-back-4 gave
  fewer than the 150 findings to judge.
* ``tuning-6`` and ``held-back-6``: a sixth batch of 44 installed projects that none of the
  sets above holds (nor a copy of one) and whose code outside vendor and testdata calls
  ``Lock``/``RLock`` at least 15 times, chosen for the deadlock rules (GL106-GL108), split
  the same way with ``random.Random(20261206)`` before goleaklint was run on any of them.
* ``tuning-7`` and ``held-back-7``: a seventh batch of 67 projects from Debian bookworm's
  ``golang-*-dev`` packages that were not installed, fetched with ``apt-get download`` and
  unpacked with ``dpkg -x`` into a directory of their own (pass its ``usr/share/gocode/src``
  as ``--root``). The projects are those whose code outside vendor and testdata calls
  ``Lock``/``RLock`` at least 15 times, leaving out projects with more than 1,000 ``.go``
  files, any path that an earlier set holds or that is installed, any project whose last
  path element names a project of an earlier set (a possible copy or fork), and five
  known forks or older copies of earlier projects (cview, bazilfuse, NebulousLabs/bolt,
  jcmturner's gokrb5, redis.v2). Split the same way with ``random.Random(20261207)``
  before goleaklint was run on any of them; the odd project out went to tuning on a 0.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

from goleaklint import engine
from goleaklint.settings import Settings

GOCODE = Path("/usr/share/gocode/src")
PACKAGES = {
    "golang-github-nats-io-nats-server-dev": "github.com/nats-io/nats-server",
    "golang-github-lucas-clemente-quic-go-dev": "github.com/lucas-clemente/quic-go",
    "golang-github-rclone-rclone-dev": "github.com/rclone/rclone",
    "golang-github-hashicorp-serf-dev": "github.com/hashicorp/serf",
    "golang-github-hashicorp-memberlist-dev": "github.com/hashicorp/memberlist",
    "golang-github-miekg-dns-dev": "github.com/miekg/dns",
}
# Project -> (Debian package, path under /usr/share/gocode/src).
TUNING = {
    "etcd": ("golang-etcd-server-dev", "go.etcd.io/etcd"),
    "grpc": ("golang-google-grpc-dev", "google.golang.org/grpc"),
    "sarama": ("golang-github-shopify-sarama-dev", "github.com/Shopify/sarama"),
    "minio-go": ("golang-github-minio-minio-go-v7-dev", "github.com/minio/minio-go/v7"),
    "client_golang": (
        "golang-github-prometheus-client-golang-dev",
        "github.com/prometheus/client_golang",
    ),
    "kafka-go": ("golang-github-segmentio-kafka-go-dev", "github.com/segmentio/kafka-go"),
    "paho.mqtt": (
        "golang-github-eclipse-paho.mqtt.golang-dev",
        "github.com/eclipse/paho.mqtt.golang",
    ),
    "amqp091": ("golang-github-rabbitmq-amqp091-go-dev", "github.com/rabbitmq/amqp091-go"),
    "websocket": ("golang-github-gorilla-websocket-dev", "github.com/gorilla/websocket"),
    "smux": ("golang-github-xtaci-smux-dev", "github.com/xtaci/smux"),
    "yamux": ("golang-github-hashicorp-yamux-dev", "github.com/hashicorp/yamux"),
    # second batch
    "x-net": ("golang-golang-x-net-dev", "golang.org/x/net"),
    "x-crypto": ("golang-golang-x-crypto-dev", "golang.org/x/crypto"),
    "runc": ("golang-github-opencontainers-runc-dev", "github.com/opencontainers/runc"),
    "pion-dtls": ("golang-github-pion-dtls.v2-dev", "github.com/pion/dtls"),
    "gomega": ("golang-gomega-dev", "github.com/onsi/gomega"),
    "netlink": ("golang-github-vishvananda-netlink-dev", "github.com/vishvananda/netlink"),
    "sftp": ("golang-github-pkg-sftp-dev", "github.com/pkg/sftp"),
    "dbus": ("golang-dbus-dev", "github.com/godbus/dbus"),
    "pion-transport": ("golang-github-pion-transport-dev", "github.com/pion/transport"),
    "x-sync": ("golang-golang-x-sync-dev", "golang.org/x/sync"),
}
HELD_BACK = {
    "docker": ("golang-github-docker-docker-dev", "github.com/docker/docker"),
    "containerd": ("golang-github-containerd-containerd-dev", "github.com/containerd/containerd"),
    "webrtc": ("golang-github-pion-webrtc.v3-dev", "github.com/pion/webrtc"),
    "go-kit": ("golang-github-go-kit-kit-dev", "github.com/go-kit/kit"),
    "fasthttp": ("golang-github-valyala-fasthttp-dev", "github.com/valyala/fasthttp"),
    "gocql": ("golang-github-gocql-gocql-dev", "github.com/gocql/gocql"),
    "nats.go": ("golang-github-nats-io-go-nats-dev", "github.com/nats-io/nats.go"),
    "raft": ("golang-github-hashicorp-raft-dev", "github.com/hashicorp/raft"),
    "certmagic": ("golang-github-caddyserver-certmagic-dev", "github.com/caddyserver/certmagic"),
    "kcp-go": ("golang-github-xtaci-kcp-dev", "github.com/xtaci/kcp-go"),
    "puddle": ("golang-github-jackc-puddle-dev", "github.com/jackc/puddle"),
    # second batch
    "x-tools": ("golang-golang-x-tools-dev", "golang.org/x/tools"),
    "ginkgo": ("golang-github-onsi-ginkgo-dev", "github.com/onsi/ginkgo"),
    "distribution": ("golang-github-docker-distribution-dev", "github.com/docker/distribution"),
    "opencensus": ("golang-go.opencensus-dev", "go.opencensus.io"),
    "compress": ("golang-github-klauspost-compress-dev", "github.com/klauspost/compress"),
    "grpc-gateway": (
        "golang-github-grpc-ecosystem-grpc-gateway-dev",
        "github.com/grpc-ecosystem/grpc-gateway",
    ),
    "pion-interceptor": ("golang-github-pion-interceptor-dev", "github.com/pion/interceptor"),
    "pion-ice": ("golang-github-pion-ice.v2-dev", "github.com/pion/ice"),
    "go-systemd": ("golang-github-coreos-go-systemd-dev", "github.com/coreos/go-systemd"),
    "go-zookeeper": ("golang-github-samuel-go-zookeeper-dev", "github.com/samuel/go-zookeeper"),
}
# Third batch (split by random.Random(20261203); .go files outside vendor/testdata in comments).
TUNING_3 = {
    "alertmanager": (  # 234
        "golang-github-prometheus-alertmanager-dev",
        "github.com/prometheus/alertmanager",
    ),
    "goleveldb": ("golang-github-syndtr-goleveldb-dev", "github.com/syndtr/goleveldb"),  # 84
    "pq": ("golang-github-lib-pq-dev", "github.com/lib/pq"),  # 50
    "mysql": ("golang-github-go-sql-driver-mysql-dev", "github.com/go-sql-driver/mysql"),  # 34
    "bigcache": ("golang-github-allegro-bigcache-dev", "github.com/allegro/bigcache"),  # 31
    "redigo": ("golang-github-gomodule-redigo-dev", "github.com/gomodule/redigo"),  # 29
    "go-metrics": ("golang-github-armon-go-metrics-dev", "github.com/armon/go-metrics"),  # 24
    "go-memdb": ("golang-github-hashicorp-go-memdb-dev", "github.com/hashicorp/go-memdb"),  # 16
    "cron": ("golang-github-robfig-cron-dev", "github.com/robfig/cron"),  # 14
    "go-events": ("golang-github-docker-go-events-dev", "github.com/docker/go-events"),  # 13
    "pgzip": ("golang-github-klauspost-pgzip-dev", "github.com/klauspost/pgzip"),  # 6
    "buntdb": ("golang-github-tidwall-buntdb-dev", "github.com/tidwall/buntdb"),  # 2
}
HELD_BACK_3 = {
    "badger": ("golang-github-dgraph-io-badger-dev", "github.com/dgraph-io/badger"),  # 86
    "mpb": ("golang-github-vbauerster-mpb-dev", "github.com/vbauerster/mpb"),  # 52
    "pgx": ("golang-github-jackc-pgx-v4-dev", "github.com/jackc/pgx/v4"),  # 48
    "bbolt": ("golang-github-coreos-bbolt-dev", "go.etcd.io/bbolt"),  # 45
    "go-plugin": ("golang-github-hashicorp-go-plugin-dev", "github.com/hashicorp/go-plugin"),  # 33
    "fsnotify": ("golang-github-fsnotify-fsnotify-dev", "github.com/fsnotify/fsnotify"),  # 30
    "pgconn": ("golang-github-jackc-pgconn-dev", "github.com/jackc/pgconn"),  # 20
    "suture": ("golang-github-thejerf-suture-dev", "github.com/thejerf/suture"),  # 18
    "backoff": ("golang-github-cenkalti-backoff-dev", "github.com/cenkalti/backoff"),  # 14
    "jsonrpc2": ("golang-github-sourcegraph-jsonrpc2-dev", "github.com/sourcegraph/jsonrpc2"),  # 11
    "gocron": ("golang-github-go-co-op-gocron-dev", "github.com/go-co-op/gocron"),  # 10
    "go-cache": ("golang-github-patrickmn-go-cache-dev", "github.com/patrickmn/go-cache"),  # 4
}
# Fourth batch (split by random.Random(20261204) the same way, before any run).
TUNING_4 = {
    "go-git": ("golang-github-go-git-go-git-dev", "github.com/go-git/go-git"),  # 372
    "containers-image": (  # 279
        "golang-github-containers-image-dev",
        "github.com/containers/image",
    ),
    "ebpf": ("golang-github-cilium-ebpf-dev", "github.com/cilium/ebpf"),  # 159
    "go-imap": ("golang-github-emersion-go-imap-dev", "github.com/emersion/go-imap"),  # 116
    "gin": ("golang-github-gin-gonic-gin-dev", "github.com/gin-gonic/gin"),  # 93
    "pion-sctp": ("golang-github-pion-sctp-dev", "github.com/pion/sctp"),  # 80
    "syncthing-notify": ("golang-github-syncthing-notify-dev", "github.com/syncthing/notify"),  # 57
    "muxado": (  # 33
        "golang-github-inconshreveable-muxado-dev",
        "github.com/inconshreveable/muxado",
    ),
    "service": ("golang-github-kardianos-service-dev", "github.com/kardianos/service"),  # 24
    "ttrpc": ("golang-github-containerd-ttrpc-dev", "github.com/containerd/ttrpc"),  # 21
    "raft-boltdb": (  # 4
        "golang-github-hashicorp-raft-boltdb-dev",
        "github.com/hashicorp/raft-boltdb",
    ),
    "gomemcache": ("golang-github-bradfitz-gomemcache-dev", "github.com/bradfitz/gomemcache"),  # 4
}
HELD_BACK_4 = {
    "containers-storage": (  # 380
        "golang-github-containers-storage-dev",
        "github.com/containers/storage",
    ),
    "gopsutil": ("golang-github-shirou-gopsutil-dev", "github.com/shirou/gopsutil"),  # 204
    "gopacket": ("golang-github-google-gopacket-dev", "github.com/google/gopacket"),  # 191
    "go-dockerclient": (  # 108
        "golang-github-fsouza-go-dockerclient-dev",
        "github.com/fsouza/go-dockerclient",
    ),
    "pion-turn": ("golang-github-pion-turn.v2-dev", "github.com/pion/turn"),  # 81
    "go-getter": ("golang-github-hashicorp-go-getter-dev", "github.com/hashicorp/go-getter"),  # 74
    "rjeczalik-notify": ("golang-github-rjeczalik-notify-dev", "github.com/rjeczalik/notify"),  # 57
    "amqp": ("golang-github-streadway-amqp-dev", "github.com/streadway/amqp"),  # 33
    "mesh": ("golang-github-weaveworks-mesh-dev", "github.com/weaveworks/mesh"),  # 32
    "libkv": ("golang-github-docker-libkv-dev", "github.com/docker/libkv"),  # 12
    "cmux": ("golang-github-soheilhy-cmux-dev", "github.com/soheilhy/cmux"),  # 8
    "go-deadlock": ("golang-github-sasha-s-go-deadlock-dev", "github.com/sasha-s/go-deadlock"),  # 4
}
# Fifth batch (split by random.Random(20261205) the same way, before any run).
TUNING_5 = {
    "v2ray": ("golang-v2ray-core-dev", "v2ray.com/core"),  # 639
    "govmomi": ("golang-github-vmware-govmomi-dev", "github.com/vmware/govmomi"),  # 434
    "influxdb": ("golang-github-influxdb-influxdb-dev", "github.com/influxdata/influxdb"),  # 428
    "lego": ("golang-github-xenolf-lego-dev", "github.com/go-acme/lego"),  # 397
    "crowdsec": (  # 331
        "golang-github-crowdsecurity-crowdsec-dev",
        "github.com/crowdsecurity/crowdsec",
    ),
    "netstack": ("golang-inet-netstack-dev", "inet.af/netstack"),  # 268
    "smallstep-certificates": (  # 257
        "golang-github-smallstep-certificates-dev",
        "github.com/smallstep/certificates",
    ),
    "notary": ("golang-github-docker-notary-dev", "github.com/theupdateframework/notary"),  # 217
    "buildah": ("golang-github-containers-buildah-dev", "github.com/containers/buildah"),  # 162
    "go-grpc-middleware": (  # 114
        "golang-github-grpc-ecosystem-go-grpc-middleware-dev",
        "github.com/grpc-ecosystem/go-grpc-middleware",
    ),
    "hdfs": ("golang-github-colinmarc-hdfs-dev", "github.com/colinmarc/hdfs"),  # 108
    "certificate-transparency": (  # 75
        "golang-github-google-certificate-transparency-dev",
        "github.com/google/certificate-transparency/go",
    ),
    "chi": ("golang-github-go-chi-chi-dev", "github.com/go-chi/chi"),  # 66
    "go-ldap": ("golang-github-go-ldap-ldap-dev", "gopkg.in/ldap.v2"),  # 58
    "pion-stun": ("golang-github-pion-stun-dev", "github.com/pion/stun"),  # 54
    "rcrowley-go-metrics": (  # 43
        "golang-github-rcrowley-go-metrics-dev",
        "github.com/rcrowley/go-metrics",
    ),
    "nhooyr-websocket": ("golang-nhooyr-websocket-dev", "nhooyr.io/websocket"),  # 39
    "mdlayher-netlink": (  # 33
        "golang-github-mdlayher-netlink-dev",
        "github.com/mdlayher/netlink",
    ),
    "cloudsql-proxy": (  # 30
        "golang-github-googlecloudplatform-cloudsql-proxy-dev",
        "github.com/GoogleCloudPlatform/cloudsql-proxy",
    ),
    "swift": ("golang-github-ncw-swift-dev", "github.com/ncw/swift"),  # 24
    "redisc": ("golang-github-mna-redisc-dev", "github.com/mna/redisc"),  # 23
    "ristretto": ("golang-github-dgraph-io-ristretto-dev", "github.com/dgraph-io/ristretto"),  # 20
    "gliderlabs-ssh": ("golang-github-gliderlabs-ssh-dev", "github.com/gliderlabs/ssh"),  # 18
    "go-runc": ("golang-github-containerd-go-runc-dev", "github.com/containerd/go-runc"),  # 15
    "spdystream": ("golang-github-docker-spdystream-dev", "github.com/moby/spdystream"),  # 13
    "go-retryablehttp": (  # 4
        "golang-github-hashicorp-go-retryablehttp-dev",
        "github.com/hashicorp/go-retryablehttp",
    ),
}
HELD_BACK_5 = {
    "victoriametrics": (  # 587
        "golang-github-victoriametrics-victoriametrics-dev",
        "github.com/VictoriaMetrics/VictoriaMetrics",
    ),
    "syncthing": (  # 487
        "golang-github-syncthing-syncthing-dev",
        "github.com/syncthing/syncthing",
    ),
    "mongo-driver": ("golang-mongodb-mongo-driver-dev", "go.mongodb.org/mongo-driver"),  # 417
    "newrelic-go-agent": (  # 381
        "golang-github-newrelic-go-agent-dev",
        "github.com/newrelic/go-agent",
    ),
    "otel": ("golang-opentelemetry-otel-dev", "go.opentelemetry.io/otel"),  # 345
    "containers-common": (  # 270
        "golang-github-containers-common-dev",
        "github.com/containers/common",
    ),
    "mesos-go": ("golang-github-mesos-mesos-go-dev", "github.com/mesos/mesos-go/api"),  # 239
    "juju-utils": ("golang-github-juju-utils-dev", "github.com/juju/utils"),  # 213
    "gobgp": ("golang-github-osrg-gobgp-dev", "github.com/osrg/gobgp"),  # 122
    "madmin-go": ("golang-github-minio-madmin-go-dev", "github.com/minio/madmin-go"),  # 116
    "stargz-snapshotter": (  # 86
        "golang-github-containerd-stargz-snapshotter-dev",
        "github.com/containerd/stargz-snapshotter",
    ),
    "echo": ("golang-github-labstack-echo-dev", "github.com/labstack/echo"),  # 72
    "zipkin-go": (  # 68
        "golang-github-openzipkin-zipkin-go-dev",
        "github.com/openzipkin/zipkin-go",
    ),
    "redis-v5": ("golang-gopkg-redis.v5-dev", "gopkg.in/redis.v5"),  # 58
    "go-mssqldb": (  # 56
        "golang-github-denisenkom-go-mssqldb-dev",
        "github.com/denisenkom/go-mssqldb",
    ),
    "confluent-kafka-go": (  # 46
        "golang-github-confluentinc-confluent-kafka-go-dev",
        "github.com/confluentinc/confluent-kafka-go",
    ),
    "gocloud": ("golang-gocloud-dev", "gocloud.dev"),  # 40
    "optiopay-kafka": ("golang-github-optiopay-kafka-dev", "github.com/optiopay/kafka/v2"),  # 31
    "pion-srtp": ("golang-github-pion-srtp.v2-dev", "github.com/pion/srtp/v2"),  # 30
    "goproxy": ("golang-github-elazarl-goproxy-dev", "github.com/elazarl/goproxy"),  # 24
    "yarpc": ("golang-github-influxdata-yarpc-dev", "github.com/influxdata/yarpc"),  # 21
    "dsync": ("golang-github-minio-dsync-dev", "github.com/minio/dsync"),  # 19
    "resty": ("golang-github-go-resty-resty-dev", "github.com/go-resty/resty"),  # 18
    "go-smtp": ("golang-github-emersion-go-smtp-dev", "github.com/emersion/go-smtp"),  # 15
    "influxdata-yamux": (  # 10
        "golang-github-influxdata-yamux-dev",
        "github.com/influxdata/yamux",
    ),
    "golang-lru": (  # 10
        "golang-github-hashicorp-golang-lru-dev",
        "github.com/hashicorp/golang-lru",
    ),
}
TUNING_6 = {
    "aws-sdk-go": ("golang-github-aws-aws-sdk-go-dev", "github.com/aws/aws-sdk-go"),  # 2527
    "google-api": ("golang-google-api-dev", "google.golang.org/api"),  # 586
    "x-sys": ("golang-golang-x-sys-dev", "golang.org/x/sys"),  # 376
    "tcell": ("golang-github-gdamore-tcell-dev", "github.com/gdamore/tcell"),  # 219
    "gokrb5": ("golang-github-jcmturner-gokrb5.v8-dev", "github.com/jcmturner/gokrb5"),  # 155
    "toolbox": ("golang-github-viant-toolbox-dev", "github.com/viant/toolbox"),  # 153
    "zap": ("golang-go.uber-zap-dev", "go.uber.org/zap"),  # 124
    "go-fuse": ("golang-github-hanwen-go-fuse-dev", "github.com/hanwen/go-fuse"),  # 102
    "utls": (  # 76
        "golang-refraction-networking-utls-dev",
        "github.com/refraction-networking/utls",
    ),
    "go-sqlite3": ("golang-github-mattn-go-sqlite3-dev", "github.com/mattn/go-sqlite3"),  # 70
    "casbin": ("golang-github-casbin-casbin-dev", "github.com/casbin/casbin"),  # 68
    "golang-protobuf": (  # 64
        "golang-github-golang-protobuf-1-3-dev",
        "github.com/golang/protobuf",
    ),
    "rethinkdb": ("golang-gopkg-rethinkdb-rethinkdb-go.v6-dev", "gopkg.in/rethinkdb"),  # 52
    "afero": ("golang-github-spf13-afero-dev", "github.com/spf13/afero"),  # 47
    "coreos-pkg": ("golang-github-coreos-pkg-dev", "github.com/coreos/pkg"),  # 40
    "x-mod": ("golang-golang-x-mod-dev", "golang.org/x/mod"),  # 37
    "qtls-go1-19": (  # 34
        "golang-github-marten-seemann-qtls-go1-19-dev",
        "github.com/marten-seemann/qtls-go1-19",
    ),
    "readline": ("golang-github-chzyer-readline-dev", "github.com/chzyer/readline"),  # 32
    "tview": ("golang-github-rivo-tview-dev", "github.com/rivo/tview"),  # 24
    "libnetwork": ("golang-github-docker-docker-dev", "github.com/docker/libnetwork"),  # 19
    "pkcs11": ("golang-github-miekg-pkcs11-dev", "github.com/miekg/pkcs11"),  # 16
    "libseccomp-golang": (  # 4
        "golang-github-seccomp-libseccomp-golang-dev",
        "github.com/seccomp/libseccomp-golang",
    ),
}
HELD_BACK_6 = {
    "google-cloud": ("golang-google-cloud-dev", "cloud.google.com/go"),  # 831
    "ent": ("golang-entgo-ent-dev", "entgo.io/ent"),  # 631
    "gogo-protobuf": ("golang-github-gogo-protobuf-dev", "github.com/gogo/protobuf"),  # 433
    "google-protobuf": ("golang-google-protobuf-dev", "google.golang.org/protobuf"),  # 286
    "martian": ("golang-github-google-martian-dev", "github.com/google/martian"),  # 162
    "nebula": ("golang-github-slackhq-nebula-dev", "github.com/slackhq/nebula"),  # 127
    "buildkit": ("golang-github-docker-docker-dev", "github.com/moby/buildkit"),  # 112
    "antlr4": ("golang-github-antlr-antlr4-dev", "github.com/antlr/antlr4"),  # 112
    "go-internal": (  # 97
        "golang-github-rogpeppe-go-internal-dev",
        "github.com/rogpeppe/go-internal",
    ),
    "circonus-gometrics": (  # 70
        "golang-github-circonus-labs-circonus-gometrics-dev",
        "github.com/circonus-labs/circonus-gometrics",
    ),
    "mgo.v2": ("golang-gopkg-mgo.v2-dev", "gopkg.in/mgo.v2"),  # 69
    "bazil-fuse": ("golang-bazil-fuse-dev", "bazil.org/fuse"),  # 65
    "juju-testing": ("golang-github-juju-testing-dev", "github.com/juju/testing"),  # 61
    "logrus": ("golang-github-sirupsen-logrus-dev", "github.com/sirupsen/logrus"),  # 46
    "go-metrics": (  # 43
        "golang-github-cloudflare-go-metrics-dev",
        "github.com/cloudflare/go-metrics",
    ),
    "testify": ("golang-github-stretchr-testify-dev", "github.com/stretchr/testify"),  # 39
    "go-sqlmock": ("golang-github-data-dog-go-sqlmock-dev", "github.com/DATA-DOG/go-sqlmock"),  # 35
    "loggo": ("golang-github-juju-loggo-dev", "github.com/juju/loggo"),  # 25
    "go.incremental": (  # 23
        "golang-github-geertjohan-go.incremental-dev",
        "github.com/GeertJohan/go.incremental",
    ),
    "cheggaaa-pb": ("golang-gopkg-cheggaaa-pb.v1-dev", "gopkg.in/cheggaaa"),  # 18
    "golang-set": ("golang-github-deckarep-golang-set-dev", "github.com/deckarep/golang-set"),  # 6
    "copystructure": (  # 5
        "golang-github-mitchellh-copystructure-dev",
        "github.com/mitchellh/copystructure",
    ),
}
TUNING_7 = {
    "olivere": ("golang-gopkg-olivere-elastic.v2-dev", "gopkg.in/olivere"),  # 632
    "go-lib": ("golang-dlib-dev", "github.com/linuxdeepin/go-lib"),  # 221
    "go-bluetooth": ("golang-github-muka-go-bluetooth-dev", "github.com/muka/go-bluetooth"),  # 212
    "missinggo": (  # 177
        "golang-github-anacrolix-missinggo-dev",
        "github.com/anacrolix/missinggo",
    ),
    "tideland-golib": ("golang-github-tideland-golib-dev", "github.com/tideland/golib"),  # 133
    "pg.v5": ("golang-gopkg-pg.v5-dev", "gopkg.in/pg.v5"),  # 108
    "centrifuge": (  # 106
        "golang-github-centrifugal-centrifuge-dev",
        "github.com/centrifugal/centrifuge",
    ),
    "goose.v1": ("golang-gopkg-goose.v1-dev", "gopkg.in/goose.v1"),  # 96
    "revel": ("golang-github-revel-revel-dev", "github.com/revel/revel"),  # 92
    "macaroon-bakery": (  # 83
        "golang-github-go-macaroon-bakery-macaroon-bakery-dev",
        "github.com/go-macaroon-bakery/macaroon-bakery",
    ),
    "wireguard": ("golang-golang.zx2c4-wireguard-dev", "golang.zx2c4.com/wireguard"),  # 79
    "go-pretty": ("golang-github-jedib0t-go-pretty-dev", "github.com/jedib0t/go-pretty"),  # 73
    "nftables": ("golang-github-google-nftables-dev", "github.com/google/nftables"),  # 71
    "oxy": ("golang-github-vulcand-oxy-dev", "github.com/vulcand/oxy"),  # 68
    "snowflake": (  # 62
        "golang-snowflake-dev",
        "git.torproject.org/pluggable-transports/snowflake.git",
    ),
    "gatt": ("golang-github-paypal-gatt-dev", "github.com/paypal/gatt"),  # 55
    "klog": ("golang-k8s-klog-dev", "k8s.io/klog"),  # 44
    "openssl": (  # 41
        "golang-github-mendersoftware-openssl-dev",
        "github.com/mendersoftware/openssl",
    ),
    "blazer": ("golang-github-kurin-blazer-dev", "github.com/kurin/blazer"),  # 40
    "wabbit": ("golang-github-neowaylabs-wabbit-dev", "github.com/NeowayLabs/wabbit"),  # 34
    "fileutil": ("golang-github-cznic-fileutil-dev", "modernc.org/fileutil"),  # 33
    "basictracer-go": (  # 27
        "golang-github-opentracing-basictracer-go-dev",
        "github.com/opentracing/basictracer-go",
    ),
    "tableflip": (  # 25
        "golang-github-cloudflare-tableflip-dev",
        "github.com/cloudflare/tableflip",
    ),
    "wormhole-william": (  # 23
        "golang-github-psanford-wormhole-william-dev",
        "github.com/psanford/wormhole-william",
    ),
    "lldb": ("golang-github-cznic-lldb-dev", "github.com/cznic/lldb"),  # 21
    "golib": ("golang-github-dsnet-golib-dev", "github.com/dsnet/golib"),  # 20
    "gotext": (  # 19
        "golang-github-leonelquinteros-gotext-dev",
        "github.com/leonelquinteros/gotext",
    ),
    "collection": ("golang-github-marstr-collection-dev", "github.com/marstr/collection"),  # 14
    "ttlcache": ("golang-github-renekroon-ttlcache-dev", "github.com/ReneKroon/ttlcache"),  # 9
    "pools": ("golang-github-ngaut-pools-dev", "github.com/ngaut/pools"),  # 8
    "loghisto": ("golang-github-spacejam-loghisto-dev", "github.com/spacejam/loghisto"),  # 8
    "scada-client": (  # 7
        "golang-github-hashicorp-scada-client-dev",
        "github.com/hashicorp/scada-client",
    ),
    "challtestsrv": (  # 7
        "golang-github-letsencrypt-challtestsrv-dev",
        "github.com/letsencrypt/challtestsrv",
    ),
    "context": ("golang-github-getlantern-context-dev", "github.com/getlantern/context"),  # 3
}
HELD_BACK_7 = {
    "src-d": ("golang-gopkg-src-d-go-billy.v4-dev", "gopkg.in/src-d"),  # 349
    "candid": ("golang-github-canonical-candid-dev", "github.com/canonical/candid"),  # 213
    "git-lfs": ("golang-github-git-lfs-git-lfs-dev", "github.com/git-lfs/git-lfs"),  # 206
    "biogo": ("golang-github-biogo-biogo-dev", "github.com/biogo/biogo"),  # 144
    "goiardi": ("golang-github-ctdk-goiardi-dev", "github.com/ctdk/goiardi"),  # 138
    "esbuild": ("golang-github-evanw-esbuild-dev", "github.com/evanw/esbuild"),  # 131
    "go-hdb": ("golang-github-sap-go-hdb-dev", "github.com/SAP/go-hdb"),  # 106
    "wl2k-go": ("golang-github-la5nta-wl2k-go-dev", "github.com/la5nta/wl2k-go"),  # 94
    "git2go": ("golang-github-libgit2-git2go-v34-dev", "github.com/libgit2/git2go"),  # 90
    "go-x11-client": (  # 82
        "golang-github-linuxdeepin-go-x11-client-dev",
        "github.com/linuxdeepin/go-x11-client",
    ),
    "sockjs-go": ("golang-github-igm-sockjs-go-dev", "github.com/igm/sockjs-go"),  # 80
    "sentry-go": ("golang-github-getsentry-sentry-go-dev", "github.com/getsentry/sentry-go"),  # 72
    "goji": ("golang-github-zenazn-goji-dev", "github.com/zenazn/goji"),  # 69
    "xgb": ("golang-github-burntsushi-xgb-dev", "github.com/BurntSushi/xgb"),  # 62
    "gokit": ("golang-github-likexian-gokit-dev", "github.com/likexian/gokit"),  # 62
    "hts": ("golang-github-biogo-hts-dev", "github.com/biogo/hts"),  # 57
    "h2non": ("golang-gopkg-h2non-gock.v1-dev", "gopkg.in/h2non"),  # 45
    "leveldb": ("golang-github-golang-leveldb-dev", "github.com/golang/leveldb"),  # 41
    "ql": ("golang-github-cznic-ql-dev", "github.com/cznic/ql"),  # 39
    "islazy": ("golang-github-evilsocket-islazy-dev", "github.com/evilsocket/islazy"),  # 34
    "container-device-interface": (  # 32
        "golang-github-container-orchestrated-devices-container-device-interface-dev",
        "github.com/container-orchestrated-devices/container-device-interface",
    ),
    "metrics": (  # 31
        "golang-github-victoriametrics-metrics-dev",
        "github.com/VictoriaMetrics/metrics",
    ),
    "perf-utils": (  # 26
        "golang-github-hodgesds-perf-utils-dev",
        "github.com/hodgesds/perf-utils",
    ),
    "gousb": ("golang-github-google-gousb-dev", "github.com/google/gousb"),  # 24
    "goirc": ("golang-github-fluffle-goirc-dev", "github.com/fluffle/goirc"),  # 23
    "session": ("golang-github-go-macaron-session-dev", "github.com/go-macaron/session"),  # 20
    "wl": ("golang-github-dkolbly-wl-dev", "github.com/dkolbly/wl"),  # 16
    "stayrtr": ("golang-github-bgp-stayrtr-dev", "github.com/bgp/stayrtr"),  # 16
    "raven-go": ("golang-github-getsentry-raven-go-dev", "github.com/getsentry/raven-go"),  # 11
    "sync2": ("golang-github-ngaut-sync2-dev", "github.com/ngaut/sync2"),  # 8
    "flock": ("golang-github-gofrs-flock-dev", "github.com/gofrs/flock"),  # 8
    "redigomock": (  # 7
        "golang-github-rafaeljusto-redigomock-dev",
        "github.com/rafaeljusto/redigomock",
    ),
    "go-logger": ("golang-github-d2r2-go-logger-dev", "github.com/d2r2/go-logger"),  # 5
}
SETS = {
    "tuning": TUNING,
    "held-back": HELD_BACK,
    "tuning-3": TUNING_3,
    "held-back-3": HELD_BACK_3,
    "tuning-4": TUNING_4,
    "held-back-4": HELD_BACK_4,
    "tuning-5": TUNING_5,
    "held-back-5": HELD_BACK_5,
    "tuning-6": TUNING_6,
    "held-back-6": HELD_BACK_6,
    "tuning-7": TUNING_7,
    "held-back-7": HELD_BACK_7,
}
SAMPLE_PER_FAMILY = 60
SEED = 2026


def goroot_src() -> Path:
    beside = Path(sys.executable).parent / "go"
    go = str(beside) if beside.exists() else shutil.which("go") or "go"
    out = subprocess.run([go, "env", "GOROOT"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()) / "src"


def corpora(which: str, gocode: Path = GOCODE) -> dict[str, Path]:
    """The corpus roots of a set that are installed (a missing package is reported)."""
    if which == "rounds":
        found = {"go-stdlib": goroot_src()}
        wanted = {package: (package, path) for package, path in PACKAGES.items()}
    else:
        found = {}
        wanted = SETS[which]
    for name, (package, path) in wanted.items():
        if (gocode / path).is_dir():
            found[name] = gocode / path
        else:
            print(f"{name}: not installed (apt-get install {package})")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", default="precision-run", type=Path)
    parser.add_argument("--set", choices=("rounds", *SETS), default="rounds")
    parser.add_argument(
        "--root", type=Path, default=GOCODE, help=f"where the sources are (default {GOCODE})"
    )
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    findings: list[dict[str, object]] = []
    for name, root in corpora(args.set, args.root).items():
        result = engine.check_paths([str(root)], Settings())
        crashes = [f for f in result.findings if f.rule_id == "GL999"]
        print(
            f"{name}: {result.files} files, {len(result.findings)} findings, "
            f"{len(result.errors)} file problems, {len(crashes)} crashes"
        )
        for finding in result.findings:
            findings.append(
                {
                    "corpus": name,
                    "rule": finding.rule_id,
                    "path": str(Path(finding.path).resolve()),
                    "line": finding.span.start.line,
                    "message": finding.message,
                    "confidence": str(finding.confidence),
                    "related": [
                        [str(Path(r.span.path).resolve()), r.span.start.line, r.message]
                        for r in finding.related
                    ],
                }
            )
    counts = Counter((f["corpus"], f["rule"]) for f in findings)
    for (corpus, rule), count in sorted(counts.items()):
        print(f"  {corpus:45} {rule} {count}")
    families: dict[str, list[dict[str, object]]] = {}
    for finding in findings:
        families.setdefault(str(finding["rule"])[:3] + "xx", []).append(finding)
    rng = random.Random(SEED)
    sample = {
        family: sorted(
            rng.sample(members, min(SAMPLE_PER_FAMILY, len(members))),
            key=lambda f: (str(f["rule"]), str(f["path"]), int(str(f["line"]))),
        )
        for family, members in sorted(families.items())
    }
    (out / "findings.json").write_text(json.dumps(findings, indent=1))
    (out / "sample.json").write_text(json.dumps(sample, indent=1))
    print("sample: " + ", ".join(f"{k} {len(v)}" for k, v in sample.items()))


if __name__ == "__main__":
    main()
