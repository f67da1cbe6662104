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
* ``tuning-8`` and ``held-back-8``: an eighth batch of 236 projects, drawn by
  ``draw_batch.py`` from all of Debian bookworm's ``golang-*-dev`` packages (fetched and
  unpacked as the seventh): those that no earlier set holds (nor a copy or fork of one),
  with at most 1,000 ``.go`` files and at least three ``go`` statements outside vendor and
  testdata. Split the same way with ``random.Random(20261208)`` before goleaklint was run
  on any of them.
* ``tuning-9`` and ``held-back-9``: a ninth batch of 104 projects from the 478
  ``golang-*-dev`` packages of Debian trixie that bookworm does not have (fetched by URL from
  trixie's package index and unpacked as the seventh), drawn by ``draw_batch.py`` with the
  rules of the eighth batch and split with ``random.Random(20261209)`` before goleaklint was
  run on any of them.
* ``tuning-10`` and ``held-back-10``: a tenth batch of 144 projects from the 592
  ``golang-*-dev`` packages of Debian sid that neither trixie nor bookworm has, fetched and
  drawn the same way and split with ``random.Random(20261210)`` before goleaklint was run
  on any of them.
* ``tuning-11`` and ``held-back-11``: Debian sid's Go applications (source packages that
  ship no ``golang-*-dev`` package), drawn by ``draw_sources.py`` and split with
  ``random.Random(20261202)``; ``--root`` is the tree it unpacks them into.
* ``tuning-12`` and ``held-back-12``: every project of Debian sid's 2,695 ``golang-*-dev``
  packages (all fetched and unpacked, ``--root`` that tree) with at least one ``go``
  statement that no earlier set holds, nor a copy or fork of one: 354 projects, most of them
  starting only one or two goroutines (the batches before took those with three or more
  from each release). Drawn by ``draw_batch.py --min-go 1`` and split with
  ``random.Random(20261213)`` before goleaklint was run on any of them.
* ``tuning-13`` to ``held-back-15``: later batches, described in docs/precision.md.
* ``tuning-16`` and ``held-back-16``: the ``golang-*-dev`` packages of Ubuntu's archive
  (xenial to noble, main, universe and multiverse) that no Debian release this machine
  reaches has (bookworm, trixie, sid, bullseye, experimental): 155 packages fetched by URL
  and unpacked as the seventh batch, drawn by ``draw_batch.py --min-go 1`` (ten copies or
  old names of other projects set aside in ``KNOWN_COPIES``) and split with
  ``random.Random(20261216)`` before goleaklint was run on any of them.
* ``tuning-17`` and ``held-back-17``: Go applications (source packages built with the Go
  toolchain that ship no ``golang-*-dev`` package) of Debian trixie, bookworm and bullseye
  and of Ubuntu's archive (noble to xenial) that sid does not have, sid's having been drawn
  for the eleventh batch: drawn by ``draw_sources.py --min-go 1`` (``--also`` each further
  index with its archive, ``--not-in`` sid's index), 18 of 46 fetched and eligible, split with
  ``random.Random(20261217)`` before goleaklint was run on any of them.
* ``tuning-20`` and ``held-back-20``: the modules that Go applications vendor (``vendor``
  directories, which every batch before skipped as ``goleaklint check`` does) and that no
  earlier set holds, nor a copy or fork of one: the vendor trees of the application tarballs
  of batch 17, of Ubuntu's docker.io-app, docker-buildx, adsys, authd, provd and
  wsl-pro-service and of zabbix's vendor tarball (those the mirror serves), and of the
  installed ``-dev`` packages that keep one. Drawn by ``draw_vendored.py`` (which copies
  each module into ``--root``) and split with ``random.Random(20261220)`` before goleaklint
  was run on any of them.
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
from goleaklint.config import Config, build_settings

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
# Eighth batch: benchmarks/draw_batch.py (random.Random(20261208)); .go files in comments.
TUNING_8 = {
    "giovanni": (
        "golang-github-tombuildsstuff-giovanni-dev",
        "github.com/tombuildsstuff/giovanni",
    ),  # 933
    "soong": ("golang-android-soong-dev", "android/soong"),  # 467
    "goobs": ("golang-github-andreykaipov-goobs-dev", "github.com/andreykaipov/goobs"),  # 247
    "dhcp": ("golang-github-insomniacslk-dhcp-dev", "github.com/insomniacslk/dhcp"),  # 177
    "slack": ("golang-github-slack-go-slack-dev", "github.com/slack-go/slack"),  # 163
    "appengine": ("golang-google-appengine-dev", "google.golang.org/appengine"),  # 130
    "AkamaiOPEN-edgegrid-golang": (
        "golang-github-akamai-akamaiopen-edgegrid-golang-dev",
        "github.com/akamai/AkamaiOPEN-edgegrid-golang",
    ),  # 130
    "go4.org": ("golang-go4-dev", "go4.org"),  # 99
    "umoci": ("golang-github-opensuse-umoci-dev", "github.com/opencontainers/umoci"),  # 96
    "graphql-go": (
        "golang-github-graph-gophers-graphql-go-dev",
        "github.com/graph-gophers/graphql-go",
    ),  # 86
    "go-autorest": ("golang-github-azure-go-autorest-dev", "github.com/Azure/go-autorest"),  # 83
    "mender-artifact": (
        "golang-github-mendersoftware-mender-artifact-dev",
        "github.com/mendersoftware/mender-artifact",
    ),  # 80
    "xz": ("golang-github-ulikunitz-xz-dev", "github.com/ulikunitz/xz"),  # 75
    "vuln": ("golang-golang-x-vuln-dev", "golang.org/x/vuln"),  # 74
    "barcode": ("golang-barcode-dev", "github.com/boombuler/barcode"),  # 65
    "arch": ("golang-golang-x-arch-dev", "golang.org/x/arch"),  # 62
    "brotli": ("golang-github-andybalholm-brotli-dev", "github.com/andybalholm/brotli"),  # 61
    "plugins": (
        "golang-github-containernetworking-plugins-dev",
        "github.com/containernetworking/plugins",
    ),  # 59
    "sh-v3": ("golang-mvdan-sh-dev", "mvdan.cc/sh/v3"),  # 58
    "rootlesskit": (
        "golang-github-rootless-containers-rootlesskit-dev",
        "github.com/rootless-containers/rootlesskit",
    ),  # 53
    "gopenpgp": ("golang-github-protonmail-gopenpgp-dev", "github.com/ProtonMail/gopenpgp"),  # 53
    "gcloud": ("golang-github-jacobsa-gcloud-dev", "github.com/jacobsa/gcloud"),  # 51
    "go-prompt": ("golang-github-c-bata-go-prompt-dev", "github.com/c-bata/go-prompt"),  # 49
    "go-jmespath": (
        "golang-github-jmespath-go-jmespath-dev",
        "github.com/jmespath/go-jmespath",
    ),  # 47
    "bugsnag-go": ("golang-github-bugsnag-bugsnag-go-dev", "github.com/bugsnag/bugsnag-go"),  # 44
    "go.starlark.net": ("golang-starlark-dev", "go.starlark.net"),  # 43
    "mint": ("golang-github-bifurcation-mint-dev", "github.com/bifurcation/mint"),  # 42
    "gobpf": ("golang-github-iovisor-gobpf-dev", "github.com/iovisor/gobpf"),  # 41
    "assertions": (
        "golang-github-smartystreets-assertions-dev",
        "github.com/smartystreets/assertions",
    ),  # 40
    "go-qemu": ("golang-github-digitalocean-go-qemu-dev", "github.com/digitalocean/go-qemu"),  # 38
    "lmdb-go": ("golang-github-bmatsuo-lmdb-go-dev", "github.com/bmatsuo/lmdb-go"),  # 37
    "collectd.org": ("golang-collectd-dev", "collectd.org"),  # 37
    "imagebuilder": (
        "golang-github-openshift-imagebuilder-dev",
        "github.com/openshift/imagebuilder",
    ),  # 34
    "go-libvirt": (
        "golang-github-digitalocean-go-libvirt-dev",
        "github.com/digitalocean/go-libvirt",
    ),  # 32
    "go-csv": (
        "golang-github-wildducktheories-go-csv-dev",
        "github.com/wildducktheories/go-csv",
    ),  # 30
    "winrm": ("golang-github-masterzen-winrm-dev", "github.com/masterzen/winrm"),  # 30
    "quicktest": ("golang-github-frankban-quicktest-dev", "github.com/frankban/quicktest"),  # 29
    "fastjson": ("golang-github-valyala-fastjson-dev", "github.com/valyala/fastjson"),  # 27
    "mimetype": (
        "golang-github-gabriel-vasile-mimetype-dev",
        "github.com/gabriel-vasile/mimetype",
    ),  # 27
    "go-connections": (
        "golang-github-docker-go-connections-dev",
        "github.com/docker/go-connections",
    ),  # 27
    "go-syslog": (
        "golang-github-influxdata-go-syslog-dev",
        "github.com/influxdata/go-syslog",
    ),  # 26
    "go-yara": ("golang-github-hillu-go-yara-dev", "github.com/hillu/go-yara"),  # 25
    "log15": ("golang-github-inconshreveable-log15-dev", "github.com/inconshreveable/log15"),  # 24
    "go-proxyproto": (
        "golang-github-pires-go-proxyproto-dev",
        "github.com/pires/go-proxyproto",
    ),  # 23
    "virtsock": ("golang-github-linuxkit-virtsock-dev", "github.com/linuxkit/virtsock"),  # 22
    "liner": ("golang-github-peterh-liner-dev", "github.com/peterh/liner"),  # 21
    "console": ("golang-github-containerd-console-dev", "github.com/containerd/console"),  # 21
    "lz4": ("golang-github-pierrec-lz4-dev", "github.com/pierrec/lz4"),  # 20
    "bluemonday": (
        "golang-github-microcosm-cc-bluemonday-dev",
        "github.com/microcosm-cc/bluemonday",
    ),  # 19
    "blobloom": ("golang-github-greatroar-blobloom-dev", "github.com/greatroar/blobloom"),  # 19
    "golang-dnstap": (
        "golang-github-dnstap-golang-dnstap-dev",
        "github.com/dnstap/golang-dnstap",
    ),  # 19
    "channels.v1": ("golang-gopkg-eapache-channels.v1-dev", "gopkg.in/eapache/channels.v1"),  # 18
    "genetlink": ("golang-github-mdlayher-genetlink-dev", "github.com/mdlayher/genetlink"),  # 18
    "oauth": ("golang-github-cli-oauth-dev", "github.com/cli/oauth"),  # 17
    "groupcache": ("golang-github-golang-groupcache-dev", "github.com/golang/groupcache"),  # 16
    "dockerclient": (
        "golang-github-samalba-dockerclient-dev",
        "github.com/samalba/dockerclient",
    ),  # 15
    "eventsource": (
        "golang-github-donovanhide-eventsource-dev",
        "github.com/donovanhide/eventsource",
    ),  # 15
    "go-http-auth": ("golang-github-abbot-go-http-auth-dev", "github.com/abbot/go-http-auth"),  # 15
    "tftp": ("golang-github-pin-tftp-dev", "github.com/pin/tftp"),  # 14
    "httpretty": ("golang-github-henvic-httpretty-dev", "github.com/henvic/httpretty"),  # 13
    "irelate": ("golang-github-brentp-irelate-dev", "github.com/brentp/irelate"),  # 13
    "go-upnp": ("golang-github-nebulouslabs-go-upnp-dev", "github.com/NebulousLabs/go-upnp"),  # 13
    "service.v2": ("golang-gopkg-hlandau-service.v2-dev", "gopkg.in/hlandau/service.v2"),  # 12
    "lzma": ("golang-github-kjk-lzma-dev", "github.com/kjk/lzma"),  # 12
    "fastcache": (
        "golang-github-victoriametrics-fastcache-dev",
        "github.com/VictoriaMetrics/fastcache",
    ),  # 12
    "crypt": ("golang-github-xordataexchange-crypt-dev", "github.com/xordataexchange/crypt"),  # 11
    "peg": ("golang-github-pointlander-peg-dev", "github.com/pointlander/peg"),  # 11
    "resize": ("golang-github-nfnt-resize-dev", "github.com/nfnt/resize"),  # 11
    "go-httpclient": (
        "golang-github-koofr-go-httpclient-dev",
        "github.com/koofr/go-httpclient",
    ),  # 11
    "toml": ("golang-github-influxdata-toml-dev", "github.com/influxdata/toml"),  # 11
    "goblin": ("golang-github-franela-goblin-dev", "github.com/franela/goblin"),  # 11
    "clock": ("golang-github-pivotal-golang-clock-dev", "github.com/pivotal-golang/clock"),  # 10
    "netx": ("golang-github-mdlayher-netx-dev", "github.com/mdlayher/netx"),  # 10
    "fifo": ("golang-github-containerd-fifo-dev", "github.com/containerd/fifo"),  # 10
    "gelf": ("golang-github-graylog2-go-gelf-dev", "github.com/Graylog2/go-gelf/gelf"),  # 10
    "robustsession": (
        "golang-robustirc-bridge-dev",
        "github.com/robustirc/bridge/robustsession",
    ),  # 9
    "fluent": (
        "golang-github-fluent-fluent-logger-golang-dev",
        "github.com/fluent/fluent-logger-golang/fluent",
    ),  # 9
    "golang-framestream": (
        "golang-github-farsightsec-golang-framestream-dev",
        "github.com/farsightsec/golang-framestream",
    ),  # 9
    "uap-go": ("golang-github-ua-parser-uap-go-dev", "github.com/ua-parser/uap-go"),  # 8
    "winrmcp": (
        "golang-github-packer-community-winrmcp-dev",
        "github.com/packer-community/winrmcp",
    ),  # 8
    "qemu": (
        "golang-github-kata-containers-govmm-dev",
        "github.com/kata-containers/govmm/qemu",
    ),  # 8
    "gls": ("golang-github-jtolds-gls-dev", "github.com/jtolds/gls"),  # 8
    "go-vhost": ("golang-vhost-dev", "github.com/inconshreveable/go-vhost"),  # 8
    "go-cs-bouncer": (
        "golang-github-crowdsecurity-go-cs-bouncer-dev",
        "github.com/crowdsecurity/go-cs-bouncer",
    ),  # 8
    "graceful.v1": ("golang-gopkg-tylerb-graceful.v1-dev", "gopkg.in/tylerb/graceful.v1"),  # 7
    "bytebufferpool": (
        "golang-github-valyala-bytebufferpool-dev",
        "github.com/valyala/bytebufferpool",
    ),  # 7
    "web": (
        "golang-github-prometheus-exporter-toolkit-dev",
        "github.com/prometheus/exporter-toolkit/web",
    ),  # 7
    "go-context": ("golang-github-jbenet-go-context-dev", "github.com/jbenet/go-context"),  # 7
    "htcat": ("golang-github-htcat-htcat-dev", "github.com/htcat/htcat"),  # 7
    "ftrace": ("golang-github-evilsocket-ftrace-dev", "github.com/evilsocket/ftrace"),  # 7
    "panicwrap": ("golang-github-bugsnag-panicwrap-dev", "github.com/bugsnag/panicwrap"),  # 7
    "goptlib.git": (
        "golang-goptlib-dev",
        "git.torproject.org/pluggable-transports/goptlib.git",
    ),  # 7
    "kuberesolver": (
        "golang-github-sercand-kuberesolver-dev",
        "github.com/sercand/kuberesolver",
    ),  # 6
    "set": ("golang-github-fatih-set-dev", "github.com/fatih/set"),  # 6
    "go-imap-idle": (
        "golang-github-emersion-go-imap-idle-dev",
        "github.com/emersion/go-imap-idle",
    ),  # 6
    "godartsass": ("golang-github-bep-godartsass-dev", "github.com/bep/godartsass"),  # 6
    "cbind": (
        "golang-code.rocketnine-tslocum-cbind-dev",
        "code.rocketnine.space/tslocum/cbind",
    ),  # 6
    "persistent-cookiejar": (
        "golang-github-juju-persistent-cookiejar-dev",
        "github.com/juju/persistent-cookiejar",
    ),  # 5
    "cockroach-go": (
        "golang-github-cockroachdb-cockroach-go-dev",
        "github.com/cockroachdb/cockroach-go",
    ),  # 5
    "statsd.v1": ("golang-gopkg-alexcesaro-statsd.v1-dev", "gopkg.in/alexcesaro/statsd.v1"),  # 4
    "udp": ("golang-github-pion-udp-dev", "github.com/pion/udp"),  # 4
    "mdns": ("golang-github-hashicorp-mdns-dev", "github.com/hashicorp/mdns"),  # 4
    "fswatch": ("golang-github-gokyle-fswatch-dev", "github.com/gokyle/fswatch"),  # 4
    "benbjohnson-clock": (
        "golang-github-benbjohnson-clock-dev",
        "github.com/benbjohnson/clock",
    ),  # 4
    "shortid": ("golang-github-teris-io-shortid-dev", "github.com/teris-io/shortid"),  # 3
    "throttler": ("golang-github-nozzle-throttler-dev", "github.com/nozzle/throttler"),  # 3
    "janus-go": ("golang-github-notedit-janus-go-dev", "github.com/notedit/janus-go"),  # 3
    "iter": ("golang-github-jkeiser-iter-dev", "github.com/jkeiser/iter"),  # 3
    "joincontext": ("golang-github-lk4d4-joincontext-dev", "github.com/LK4D4/joincontext"),  # 3
    "phony": ("golang-github-arceliar-phony-dev", "github.com/Arceliar/phony"),  # 3
    "wsproxy": (
        "golang-github-tmc-grpc-websocket-proxy-dev",
        "github.com/tmc/grpc-websocket-proxy/wsproxy",
    ),  # 2
    "breader": ("golang-github-shenwei356-breader-dev", "github.com/shenwei356/breader"),  # 2
    "go-metrics-prometheus": (
        "golang-github-nbrownus-go-metrics-prometheus-dev",
        "github.com/nbrownus/go-metrics-prometheus",
    ),  # 2
    "go-linereader": (
        "golang-github-mitchellh-go-linereader-dev",
        "github.com/mitchellh/go-linereader",
    ),  # 2
    "filebuffer": ("golang-github-mattetti-filebuffer-dev", "github.com/mattetti/filebuffer"),  # 2
    "httpdown": ("golang-github-facebookgo-httpdown-dev", "github.com/facebookgo/httpdown"),  # 2
    "go-metrics-graphite": (
        "golang-github-cyberdelia-go-metrics-graphite-dev",
        "github.com/cyberdelia/go-metrics-graphite",
    ),  # 2
    "fastrand": (
        "golang-github-nebulouslabs-fastrand-dev",
        "github.com/NebulousLabs/fastrand",
    ),  # 2
}
HELD_BACK_8 = {
    "circl": ("golang-github-cloudflare-circl-dev", "github.com/cloudflare/circl"),  # 488
    "text": ("golang-golang-x-text-dev", "golang.org/x/text"),  # 443
    "aliyungo": ("golang-github-denverdino-aliyungo-dev", "github.com/denverdino/aliyungo"),  # 285
    "cfssl": ("golang-github-cloudflare-cfssl-dev", "github.com/cloudflare/cfssl"),  # 186
    "smithy-go": ("golang-github-aws-smithy-go-dev", "github.com/aws/smithy-go"),  # 162
    "plot": ("golang-gonum-v1-plot-dev", "gonum.org/v1/plot"),  # 146
    "gojay": ("golang-github-francoispqt-gojay-dev", "github.com/francoispqt/gojay"),  # 125
    "runtime": ("golang-github-go-openapi-runtime-dev", "github.com/go-openapi/runtime"),  # 101
    "gopherjs": ("golang-github-gopherjs-gopherjs-dev", "github.com/gopherjs/gopherjs"),  # 97
    "exp": ("golang-golang-x-exp-dev", "golang.org/x/exp"),  # 94
    "thrift": ("golang-thrift-dev", "github.com/apache/thrift/lib/go/thrift"),  # 85
    "blueprint": ("golang-github-google-blueprint-dev", "github.com/google/blueprint"),  # 78
    "pprof": ("golang-github-google-pprof-dev", "github.com/google/pprof"),  # 75
    "goconvey": (
        "golang-github-smartystreets-goconvey-dev",
        "github.com/smartystreets/goconvey",
    ),  # 71
    "azblob": (
        "golang-github-azure-azure-storage-blob-go-dev",
        "github.com/Azure/azure-storage-blob-go/azblob",
    ),  # 71
    "yggdrasil-go": (
        "golang-github-yggdrasil-network-yggdrasil-go-dev",
        "github.com/yggdrasil-network/yggdrasil-go",
    ),  # 62
    "goavro": ("golang-github-linkedin-goavro-dev", "github.com/linkedin/goavro"),  # 61
    "go-dqlite": ("golang-github-canonical-go-dqlite-dev", "github.com/canonical/go-dqlite"),  # 59
    "minify": ("golang-github-tdewolff-minify-dev", "github.com/tdewolff/minify"),  # 58
    "roaring": (
        "golang-github-roaringbitmap-roaring-dev",
        "github.com/RoaringBitmap/roaring",
    ),  # 57
    "gorm": ("golang-github-jinzhu-gorm-dev", "github.com/jinzhu/gorm"),  # 53
    "telebot.v3": ("golang-gopkg-telebot.v3-dev", "gopkg.in/telebot.v3"),  # 49
    "xlsx": ("golang-github-tealeg-xlsx-dev", "github.com/tealeg/xlsx"),  # 47
    "pb": ("golang-github-cheggaaa-pb.v3-dev", "github.com/cheggaaa/pb"),  # 45
    "dms": ("golang-github-anacrolix-dms-dev", "github.com/anacrolix/dms"),  # 44
    "coredhcp": ("golang-github-coredhcp-coredhcp-dev", "github.com/coredhcp/coredhcp"),  # 43
    "goutils": ("golang-github-kisom-goutils-dev", "github.com/kisom/goutils"),  # 42
    "bine": ("golang-github-cretz-bine-dev", "github.com/cretz/bine"),  # 41
    "gopher-lua": ("golang-github-yuin-gopher-lua-dev", "github.com/yuin/gopher-lua"),  # 39
    "mymysql": ("golang-github-ziutek-mymysql-dev", "github.com/ziutek/mymysql"),  # 37
    "log": ("golang-github-apex-log-dev", "github.com/apex/log"),  # 37
    "bio": ("golang-github-shenwei356-bio-dev", "github.com/shenwei356/bio"),  # 35
    "gosigar": ("golang-github-cloudfoundry-gosigar-dev", "github.com/cloudfoundry/gosigar"),  # 34
    "tar-split": ("golang-github-vbatts-tar-split-dev", "github.com/vbatts/tar-split"),  # 33
    "oss": (
        "golang-github-aliyun-aliyun-oss-go-sdk-dev",
        "github.com/aliyun/aliyun-oss-go-sdk/oss",
    ),  # 31
    "gofpdf": ("golang-github-jung-kurt-gofpdf-dev", "github.com/jung-kurt/gofpdf"),  # 29
    "util": ("golang-github-shenwei356-util-dev", "github.com/shenwei356/util"),  # 28
    "reedsolomon": (
        "golang-github-klauspost-reedsolomon-dev",
        "github.com/klauspost/reedsolomon",
    ),  # 28
    "viper": ("golang-github-spf13-viper-dev", "github.com/spf13/viper"),  # 27
    "go-msgauth": ("golang-github-emersion-go-msgauth-dev", "github.com/emersion/go-msgauth"),  # 27
    "grab-v3": ("golang-github-cavaliergopher-grab-dev", "github.com/cavaliergopher/grab/v3"),  # 27
    "bubbletea": (
        "golang-github-charmbracelet-bubbletea-dev",
        "github.com/charmbracelet/bubbletea",
    ),  # 26
    "termbox-go": ("golang-github-nsf-termbox-go-dev", "github.com/nsf/termbox-go"),  # 24
    "gosnmp": ("golang-github-gosnmp-gosnmp-dev", "github.com/gosnmp/gosnmp"),  # 23
    "go-statsd-client": (
        "golang-github-cactus-go-statsd-client-dev",
        "github.com/cactus/go-statsd-client",
    ),  # 23
    "ironwood": ("golang-github-arceliar-ironwood-dev", "github.com/Arceliar/ironwood"),  # 22
    "gozstd": ("golang-github-valyala-gozstd-dev", "github.com/valyala/gozstd"),  # 20
    "check.v1": ("golang-gopkg-check.v1-dev", "gopkg.in/check.v1"),  # 19
    "selinux": (
        "golang-github-opencontainers-selinux-dev",
        "github.com/opencontainers/selinux",
    ),  # 19
    "go-grpc-prometheus": (
        "golang-github-grpc-ecosystem-go-grpc-prometheus-dev",
        "github.com/grpc-ecosystem/go-grpc-prometheus",
    ),  # 19
    "apd": ("golang-github-cockroachdb-apd-dev", "github.com/cockroachdb/apd"),  # 19
    "render": ("golang-github-unrolled-render-dev", "github.com/unrolled/render"),  # 18
    "httpmock": ("golang-github-jarcoal-httpmock-dev", "github.com/jarcoal/httpmock"),  # 18
    "tcell-term": (
        "golang-sourcehut-rockorager-tcell-term-dev",
        "git.sr.ht/~rockorager/tcell-term",
    ),  # 18
    "cli": ("golang-github-mitchellh-cli-dev", "github.com/mitchellh/cli"),  # 16
    "tail": ("golang-github-nxadm-tail-dev", "github.com/nxadm/tail"),  # 15
    "socket": ("golang-github-mdlayher-socket-dev", "github.com/mdlayher/socket"),  # 15
    "go-resiliency.v1": (
        "golang-gopkg-eapache-go-resiliency.v1-dev",
        "gopkg.in/eapache/go-resiliency.v1",
    ),  # 14
    "codec": (
        "golang-github-hashicorp-go-msgpack-dev",
        "github.com/hashicorp/go-msgpack/codec",
    ),  # 14
    "goleak": ("golang-uber-goleak-dev", "go.uber.org/goleak"),  # 13
    "uiprogress": ("golang-github-gosuri-uiprogress-dev", "github.com/gosuri/uiprogress"),  # 13
    "srslog": ("golang-github-racksec-srslog-dev", "github.com/RackSec/srslog"),  # 13
    "libovsdb": ("golang-github-socketplane-libovsdb-dev", "github.com/socketplane/libovsdb"),  # 12
    "md5-simd": ("golang-github-minio-md5-simd-dev", "github.com/minio/md5-simd"),  # 12
    "go-socks5": ("golang-github-armon-go-socks5-dev", "github.com/armon/go-socks5"),  # 12
    "go-lxc.v2": ("golang-gopkg-lxc-go-lxc.v2-dev", "gopkg.in/lxc/go-lxc.v2"),  # 11
    "go-simple-mail": (
        "golang-github-xhit-go-simple-mail-dev",
        "github.com/xhit/go-simple-mail",
    ),  # 11
    "diskv": ("golang-github-peterbourgon-diskv-dev", "github.com/peterbourgon/diskv"),  # 11
    "go-udev": ("golang-github-jochenvg-go-udev-dev", "github.com/jochenvg/go-udev"),  # 11
    "gocsv": ("golang-github-gocarina-gocsv-dev", "github.com/gocarina/gocsv"),  # 11
    "go-expect": ("golang-github-netflix-go-expect-dev", "github.com/Netflix/go-expect"),  # 11
    "sha256-simd": ("golang-github-minio-sha256-simd-dev", "github.com/minio/sha256-simd"),  # 10
    "juju-clock": ("golang-github-juju-clock-dev", "github.com/juju/clock"),  # 10
    "health": ("golang-github-alexliesenfeld-health-dev", "github.com/alexliesenfeld/health"),  # 10
    "dropbox": ("golang-github-stacktic-dropbox-dev", "github.com/stacktic/dropbox"),  # 9
    "go-grpc": (
        "golang-github-opentracing-contrib-go-grpc-dev",
        "github.com/opentracing-contrib/go-grpc",
    ),  # 9
    "mutex": ("golang-github-juju-mutex-dev", "github.com/juju/mutex"),  # 9
    "mpd": ("golang-github-fhs-gompd-dev", "github.com/fhs/gompd/mpd"),  # 9
    "go-ircevent": ("golang-github-thoj-go-ircevent-dev", "github.com/thoj/go-ircevent"),  # 8
    "pool": ("golang-github-thales-e-security-pool-dev", "github.com/thales-e-security/pool"),  # 8
    "multistep": ("golang-github-mitchellh-multistep-dev", "github.com/mitchellh/multistep"),  # 8
    "vt100": ("golang-github-jaguilar-vt100-dev", "github.com/jaguilar/vt100"),  # 8
    "fgprof": ("golang-github-felixge-fgprof-dev", "github.com/felixge/fgprof"),  # 8
    "go-openvpn-mgmt": (
        "golang-github-apparentlymart-go-openvpn-mgmt-dev",
        "github.com/apparentlymart/go-openvpn-mgmt",
    ),  # 8
    "ffprobe": ("golang-github-anacrolix-ffprobe-dev", "github.com/anacrolix/ffprobe"),  # 8
    "retry.v1": ("golang-gopkg-retry.v1-dev", "gopkg.in/retry.v1"),  # 7
    "datachannel": ("golang-github-pion-datachannel-dev", "github.com/pion/datachannel"),  # 7
    "gocui": ("golang-github-jroimartin-gocui-dev", "github.com/jroimartin/gocui"),  # 7
    "goterm": ("golang-github-google-goterm-dev", "github.com/google/goterm"),  # 7
    "rpc2": ("golang-github-cenk-rpc2-dev", "github.com/cenk/rpc2"),  # 7
    "goat": ("golang-github-bep-goat-dev", "github.com/bep/goat"),  # 7
    "tomb.v2": ("golang-gopkg-tomb.v2-dev", "gopkg.in/tomb.v2"),  # 6
    "grok": ("golang-github-vjeantet-grok-dev", "github.com/vjeantet/grok"),  # 6
    "sshutils": ("golang-github-jaksi-sshutils-dev", "github.com/jaksi/sshutils"),  # 6
    "keyboard": ("golang-github-eiannone-keyboard-dev", "github.com/eiannone/keyboard"),  # 6
    "sgzip": ("golang-github-buengese-sgzip-dev", "github.com/buengese/sgzip"),  # 6
    "pool.v2": ("golang-gopkg-fatih-pool.v2-dev", "gopkg.in/fatih/pool.v2"),  # 5
    "grace": ("golang-github-facebookgo-grace-dev", "github.com/facebookgo/grace"),  # 5
    "hedgedhttp": (
        "golang-github-cristalhq-hedgedhttp-dev",
        "github.com/cristalhq/hedgedhttp",
    ),  # 5
    "ifplugo": ("golang-github-satta-ifplugo-dev", "github.com/satta/ifplugo"),  # 4
    "run": ("golang-github-oklog-run-dev", "github.com/oklog/run"),  # 4
    "goswarm": ("golang-github-karrick-goswarm-dev", "github.com/karrick/goswarm"),  # 4
    "leadership": ("golang-github-docker-leadership-dev", "github.com/docker/leadership"),  # 4
    "reopen": ("golang-github-client9-reopen-dev", "github.com/client9/reopen"),  # 4
    "tcpraw": ("golang-github-xtaci-tcpraw-dev", "github.com/xtaci/tcpraw"),  # 3
    "cache": ("golang-github-odeke-em-cache-dev", "github.com/odeke-em/cache"),  # 3
    "jmhodges-clock": ("golang-github-jmhodges-clock-dev", "github.com/jmhodges/clock"),  # 3
    "btree": ("golang-github-google-btree-dev", "github.com/google/btree"),  # 3
    "leaktest": ("golang-github-fortytw2-leaktest-dev", "github.com/fortytw2/leaktest"),  # 3
    "condchan": ("golang-gitlab-jonas.jasas-condchan-dev", "gitlab.com/jonas.jasas/condchan"),  # 2
    "abool": ("golang-github-tevino-abool-dev", "github.com/tevino/abool"),  # 2
    "sizedwaitgroup": (
        "golang-github-remeh-sizedwaitgroup-dev",
        "github.com/remeh/sizedwaitgroup",
    ),  # 2
    "locker": ("golang-github-moby-locker-dev", "github.com/moby/locker"),  # 2
    "prefixedio": (
        "golang-github-mitchellh-prefixedio-dev",
        "github.com/mitchellh/prefixedio",
    ),  # 2
    "pubsub": ("golang-github-igm-pubsub-dev", "github.com/igm/pubsub"),  # 2
    "facebookgo-clock": ("golang-github-facebookgo-clock-dev", "github.com/facebookgo/clock"),  # 2
    "armon-go-proxyproto": (
        "golang-github-armon-go-proxyproto-dev",
        "github.com/armon/go-proxyproto",
    ),  # 2
    "gexpect": ("golang-github-thomasrooney-gexpect-dev", "github.com/ThomasRooney/gexpect"),  # 1
}
TUNING_9 = {
    "apiserver": ("golang-k8s-apiserver-dev", "k8s.io/apiserver"),  # 726
    "prometheus": (
        "golang-github-prometheus-prometheus-dev",
        "github.com/prometheus/prometheus",
    ),  # 491
    "apimachinery": ("golang-k8s-apimachinery-dev", "k8s.io/apimachinery"),  # 417
    "cosign": ("golang-github-sigstore-cosign-dev", "github.com/sigstore/cosign"),  # 342
    "rekor": ("golang-github-sigstore-rekor-dev", "github.com/sigstore/rekor"),  # 298
    "go-containerregistry": (
        "golang-github-google-go-containerregistry-dev",
        "github.com/google/go-containerregistry",
    ),  # 297
    "crc": ("golang-github-crc-org-crc-dev", "github.com/crc-org/crc"),  # 277
    "go-testdeep": (
        "golang-github-maxatome-go-testdeep-dev",
        "github.com/maxatome/go-testdeep",
    ),  # 243
    "cel-go": ("golang-github-google-cel-go-dev", "github.com/google/cel-go"),  # 214
    "kyaml": ("golang-k8s-sigs-kustomize-kyaml-dev", "sigs.k8s.io/kustomize/kyaml"),  # 193
    "component-base": ("golang-k8s-component-base-dev", "k8s.io/component-base"),  # 179
    "jwx": ("golang-github-lestrrat-go-jwx-dev", "github.com/lestrrat-go/jwx"),  # 162
    "oidc": ("golang-github-zitadel-oidc-dev", "github.com/zitadel/oidc"),  # 155
    "zcrypto": ("golang-github-zmap-zcrypto-dev", "github.com/zmap/zcrypto"),  # 153
    "fulcio": ("golang-github-sigstore-fulcio-dev", "github.com/sigstore/fulcio"),  # 130
    "mautrix": ("golang-maunium-go-mautrix-dev", "maunium.net/go/mautrix"),  # 129
    "sigstore": ("golang-github-sigstore-sigstore-dev", "github.com/sigstore/sigstore"),  # 123
    "go-tuf": (
        "golang-github-theupdateframework-go-tuf-dev",
        "github.com/theupdateframework/go-tuf",
    ),  # 120
    "vaxis": ("golang-sourcehut-rockorager-vaxis-dev", "git.sr.ht/~rockorager/vaxis"),  # 82
    "onpar": ("golang-github-poy-onpar-dev", "github.com/poy/onpar"),  # 76
    "cli-runtime": ("golang-k8s-cli-runtime-dev", "k8s.io/cli-runtime"),  # 74
    "gvisor-tap-vsock": (
        "golang-github-containers-gvisor-tap-vsocks-dev",
        "github.com/containers/gvisor-tap-vsock",
    ),  # 70
    "p9": ("golang-github-hugelgupf-p9-dev", "github.com/hugelgupf/p9"),  # 69
    "s2a-go": ("golang-github-google-s2a-go-dev", "github.com/google/s2a-go"),  # 64
    "go-cowsql": ("golang-github-cowsql-go-cowsql-dev", "github.com/cowsql/go-cowsql"),  # 63
    "tunnels": (
        "golang-github-microsoft-dev-tunnels-dev",
        "github.com/microsoft/dev-tunnels/go/tunnels",
    ),  # 56
    "go-amqp": ("golang-github-azure-go-amqp-dev", "github.com/Azure/go-amqp"),  # 46
    "go-l2tp": ("golang-github-katalix-go-l2tp-dev", "github.com/katalix/go-l2tp"),  # 41
    "opkssh": ("golang-github-openpubkey-opkssh-dev", "github.com/openpubkey/opkssh"),  # 38
    "fastwalk": (
        "golang-github-charlievieth-fastwalk-dev",
        "github.com/charlievieth/fastwalk",
    ),  # 36
    "serial": ("golang-github-bugst-go-serial-dev", "go.bug.st/serial"),  # 34
    "astgo": ("golang-github-wenerme-astgo-dev", "github.com/wenerme/astgo"),  # 33
    "go-marathon": (
        "golang-github-gambol99-go-marathon-dev",
        "github.com/gambol99/go-marathon",
    ),  # 32
    "speed": (
        "golang-github-performancecopilot-speed-dev",
        "github.com/performancecopilot/speed",
    ),  # 31
    "proto": ("golang-opentelemetry-proto-dev", "go.opentelemetry.io/proto"),  # 30
    "go-plugins-helpers": (
        "golang-github-docker-go-plugins-helpers-dev",
        "github.com/docker/go-plugins-helpers",
    ),  # 28
    "go-grpc-compression": (
        "golang-github-mostynb-go-grpc-compression-dev",
        "github.com/mostynb/go-grpc-compression",
    ),  # 24
    "zk": ("golang-github-go-zookeeper-zk-dev", "github.com/go-zookeeper/zk"),  # 22
    "go-listener": ("golang-agwa-go-listener-dev", "src.agwa.name/go-listener"),  # 20
    "ytbx": ("golang-github-gonvenience-ytbx-dev", "github.com/gonvenience/ytbx"),  # 16
    "irc.v4": ("golang-gopkg-irc.v4-dev", "gopkg.in/irc.v4"),  # 15
    "sse": ("golang-github-r3labs-sse-dev", "github.com/r3labs/sse"),  # 12
    "pro-bing": (
        "golang-github-prometheus-community-pro-bing-dev",
        "github.com/prometheus-community/pro-bing",
    ),  # 10
    "docker-companion": (
        "golang-github-mudler-docker-companion-dev",
        "github.com/mudler/docker-companion",
    ),  # 10
    "writeaheadlog": (
        "golang-github-nebulouslabs-writeaheadlog-dev",
        "github.com/NebulousLabs/writeaheadlog",
    ),  # 10
    "quartz": ("golang-github-coder-quartz-dev", "github.com/coder/quartz"),  # 7
    "go-mega": ("golang-github-t3rm1n4l-go-mega-dev", "github.com/t3rm1n4l/go-mega"),  # 6
    "watcher": ("golang-github-radovskyb-watcher-dev", "github.com/radovskyb/watcher"),  # 6
    "mpvipc": ("golang-github-darkhz-mpvipc-dev", "github.com/darkhz/mpvipc"),  # 5
    "pactor": ("golang-github-harenber-ptc-go-dev", "github.com/harenber/ptc-go/pactor"),  # 4
    "schedule": ("golang-github-atomicgo-schedule-dev", "atomicgo.dev/schedule"),  # 3
    "lazycache": ("golang-github-bep-lazycache-dev", "github.com/bep/lazycache"),  # 2
}
HELD_BACK_9 = {
    "lxd": ("golang-github-canonical-lxd-dev", "github.com/canonical/lxd"),  # 966
    "arrow-go-v18": ("golang-github-apache-arrow-go-dev", "github.com/apache/arrow-go/v18"),  # 720
    "gluon": ("golang-github-protonmail-gluon-dev", "github.com/ProtonMail/gluon"),  # 427
    "kubectl": ("golang-k8s-kubectl-dev", "k8s.io/kubectl"),  # 395
    "trillian": ("golang-github-google-trillian-dev", "github.com/google/trillian"),  # 302
    "relic": ("golang-github-sassoftware-relic-dev", "github.com/sassoftware/relic"),  # 280
    "x": ("golang-github-charmbracelet-x-dev", "github.com/charmbracelet/x"),  # 261
    "tensor": ("golang-github-gorgonia-tensor-dev", "gorgonia.org/tensor"),  # 219
    "buildx": ("golang-github-docker-buildx-dev", "github.com/docker/buildx"),  # 195
    "go-ipmi": ("golang-github-bougou-go-ipmi-dev", "github.com/bougou/go-ipmi"),  # 189
    "nydus-snapshotter": (
        "golang-github-containerd-nydus-snapshotter-dev",
        "github.com/containerd/nydus-snapshotter",
    ),  # 171
    "receptor": ("golang-github-ansible-receptor-dev", "github.com/ansible/receptor"),  # 157
    "contrib": ("golang-opentelemetry-contrib-dev", "go.opentelemetry.io/contrib"),  # 155
    "go-proton-api": (
        "golang-github-henrybear327-go-proton-api-dev",
        "github.com/henrybear327/go-proton-api",
    ),  # 150
    "labkit": ("golang-gitlab-gitlab-org-labkit-dev", "gitlab.com/gitlab-org/labkit"),  # 132
    "go-sdk": ("golang-github-openfga-go-sdk-dev", "github.com/openfga/go-sdk"),  # 129
    "soci-snapshotter": (
        "golang-github-awslabs-soci-snapshotter-dev",
        "github.com/awslabs/soci-snapshotter",
    ),  # 127
    "tally": ("golang-github-uber-go-tally-dev", "github.com/uber-go/tally"),  # 122
    "sigsum-go": ("golang-sigsum-sigsum-go-dev", "sigsum.org/sigsum-go"),  # 85
    "openpubkey": (
        "golang-github-openpubkey-openpubkey-dev",
        "github.com/openpubkey/openpubkey",
    ),  # 80
    "gitlab-shell-v14": (
        "golang-gitlab-gitlab-org-gitlab-shell-v14-dev",
        "gitlab.com/gitlab-org/gitlab-shell/v14",
    ),  # 75
    "timestamp-authority": (
        "golang-github-sigstore-timestamp-authority-dev",
        "github.com/sigstore/timestamp-authority",
    ),  # 72
    "gitsign": ("golang-github-sigstore-gitsign-dev", "github.com/sigstore/gitsign"),  # 67
    "oci": ("golang-github-cue-labs-oci-dev", "cuelabs.dev/go/oci"),  # 67
    "connect": ("golang-connectrpc-connect-dev", "connectrpc.com/connect"),  # 63
    "juniper": ("golang-github-bradenaw-juniper-dev", "github.com/bradenaw/juniper"),  # 57
    "nri": ("golang-github-containerd-nri-dev", "github.com/containerd/nri"),  # 43
    "libcap": (
        "golang-kernel-pub-linux-libs-security-libcap-dev",
        "kernel.org/pub/linux/libs/security/libcap",
    ),  # 39
    "crawshaw": ("golang-github-go-llsqlite-crawshaw-dev", "github.com/go-llsqlite/crawshaw"),  # 37
    "godo.v2": ("golang-gopkg-godo.v2-dev", "gopkg.in/godo.v2"),  # 36
    "mage": ("golang-github-magefile-mage-dev", "github.com/magefile/mage"),  # 35
    "release-utils": ("golang-k8s-sigs-release-utils-dev", "sigs.k8s.io/release-utils"),  # 32
    "redeo": ("golang-github-bsm-redeo-dev", "github.com/bsm/redeo"),  # 32
    "acme": ("golang-github-eggsampler-acme-dev", "github.com/eggsampler/acme"),  # 31
    "go-generics-cache": (
        "golang-github-code-hex-go-generics-cache-dev",
        "github.com/Code-Hex/go-generics-cache",
    ),  # 30
    "bypass4netns": (
        "golang-github-rootless-containers-bypass4netns-dev",
        "github.com/rootless-containers/bypass4netns",
    ),  # 27
    "enterprise-certificate-proxy": (
        "golang-github-googleapis-enterprise-certificate-proxy-dev",
        "github.com/googleapis/enterprise-certificate-proxy",
    ),  # 23
    "xsync": ("golang-github-puzpuzpuz-xsync-dev", "github.com/puzpuzpuz/xsync"),  # 22
    "litetlog": ("golang-github-filosottile-litetlog-dev", "filippo.io/litetlog"),  # 19
    "lo": ("golang-github-samber-lo-dev", "github.com/samber/lo"),  # 17
    "tcpproxy": ("golang-github-inetaf-tcpproxy-dev", "inet.af/tcpproxy"),  # 13
    "kms": ("golang-k8s-kms-dev", "k8s.io/kms"),  # 12
    "certstream-server-go": (
        "golang-github-d-rickyy-b-certstream-server-go-dev",
        "github.com/d-Rickyy-b/certstream-server-go",
    ),  # 11
    "httprc": ("golang-github-lestrrat-go-httprc-dev", "github.com/lestrrat-go/httprc"),  # 10
    "ratelimit": ("golang-uber-ratelimit-dev", "go.uber.org/ratelimit"),  # 8
    "tkey-ssh-agent": (
        "golang-github-tillitis-tkey-ssh-agent-dev",
        "github.com/tillitis/tkey-ssh-agent",
    ),  # 8
    "yacspin": ("golang-github-theckman-yacspin-dev", "github.com/theckman/yacspin"),  # 6
    "peerdiscovery": (
        "golang-github-schollz-peerdiscovery-dev",
        "github.com/schollz/peerdiscovery",
    ),  # 5
    "go-sieve": ("golang-github-opencoff-go-sieve-dev", "github.com/opencoff/go-sieve"),  # 4
    "lifecycle": (
        "golang-github-joshuarubin-lifecycle-dev",
        "github.com/joshuarubin/lifecycle",
    ),  # 4
    "timer": ("golang-github-desertbit-timer-dev", "github.com/desertbit/timer"),  # 3
    "threadgroup": (
        "golang-github-nebulouslabs-threadgroup-dev",
        "github.com/NebulousLabs/threadgroup",
    ),  # 2
}
TUNING_10 = {
    "libopenapi": ("golang-github-pb33f-libopenapi-dev", "github.com/pb33f/libopenapi"),  # 574
    "gopass": ("golang-github-gopasspw-gopass-dev", "github.com/gopasspw/gopass"),  # 541
    "pocketbase": (
        "golang-github-pocketbase-pocketbase-dev",
        "github.com/pocketbase/pocketbase",
    ),  # 456
    "arduino-cli": (
        "golang-github-arduino-arduino-cli-dev",
        "github.com/arduino/arduino-cli",
    ),  # 339
    "xmpp": ("golang-codeberg-mellium-xmpp-dev", "mellium.im/xmpp"),  # 301
    "pgx-v5": ("golang-github-jackc-pgx-v5-dev", "github.com/jackc/pgx/v5"),  # 279
    "apiextensions-apiserver": (
        "golang-k8s-apiextensions-apiserver-dev",
        "k8s.io/apiextensions-apiserver",
    ),  # 265
    "templ": ("golang-github-a-h-templ-dev", "github.com/a-h/templ"),  # 240
    "go-server-sdk": (
        "golang-github-launchdarkly-go-server-sdk-dev",
        "github.com/launchdarkly/go-server-sdk",
    ),  # 196
    "gocbcore": ("golang-github-couchbase-gocbcore-dev", "github.com/couchbase/gocbcore"),  # 184
    "rod": ("golang-github-go-rod-rod-dev", "github.com/go-rod/rod"),  # 172
    "go-tpm-tools": (
        "golang-github-google-go-tpm-tools-dev",
        "github.com/google/go-tpm-tools",
    ),  # 166
    "gocb": ("golang-github-couchbase-gocb-dev", "github.com/couchbase/gocb"),  # 153
    "xorm": ("golang-forgejo-xorm-xorm-dev", "code.forgejo.org/xorm/xorm"),  # 153
    "stereoscope": (
        "golang-github-anchore-stereoscope-dev",
        "github.com/anchore/stereoscope",
    ),  # 141
    "bitfinex-api-go": (
        "golang-github-bitfinexcom-bitfinex-api-go-dev",
        "github.com/bitfinexcom/bitfinex-api-go",
    ),  # 128
    "desync": ("golang-github-folbricht-desync-dev", "github.com/folbricht/desync"),  # 119
    "ov": ("golang-github-noborus-ov-dev", "github.com/noborus/ov"),  # 113
    "anthropic-sdk-go": (
        "golang-github-anthropics-anthropic-sdk-go-dev",
        "github.com/anthropics/anthropic-sdk-go",
    ),  # 99
    "chromedp": ("golang-github-chromedp-chromedp-dev", "github.com/chromedp/chromedp"),  # 95
    "go-winio": ("golang-github-microsoft-go-winio-dev", "github.com/Microsoft/go-winio"),  # 88
    "json": (
        "golang-github-go-json-experiment-json-dev",
        "github.com/go-json-experiment/json",
    ),  # 86
    "protoc-gen-validate": (
        "golang-github-envoyproxy-protoc-gen-validate-dev",
        "github.com/envoyproxy/protoc-gen-validate",
    ),  # 83
    "apiserver-network-proxy": (
        "golang-k8s-sigs-apiserver-network-proxy-dev",
        "sigs.k8s.io/apiserver-network-proxy",
    ),  # 76
    "sqlite": ("golang-modernc-sqlite-dev", "modernc.org/sqlite"),  # 67
    "ws": ("golang-github-gobwas-ws-dev", "github.com/gobwas/ws"),  # 63
    "httpcache": (
        "golang-github-bartventer-httpcache-dev",
        "github.com/bartventer/httpcache",
    ),  # 63
    "clipboard": ("golang-golang-x-clipboard-dev", "golang.design/x/clipboard"),  # 61
    "ultraviolet": (
        "golang-github-charmbracelet-ultraviolet-dev",
        "github.com/charmbracelet/ultraviolet",
    ),  # 56
    "bart": ("golang-github-gaissmai-bart-dev", "github.com/gaissmai/bart"),  # 54
    "go-sqlite": ("golang-github-zombiezen-go-sqlite-dev", "zombiezen.com/go/sqlite"),  # 51
    "routine": ("golang-github-timandy-routine-dev", "github.com/timandy/routine"),  # 47
    "nuntium": (
        "golang-gitlab-ubports-development-core-nuntium-dev",
        "gitlab.com/ubports/development/core/nuntium",
    ),  # 45
    "got": ("golang-github-ysmood-got-dev", "github.com/ysmood/got"),  # 45
    "ll": ("golang-github-olekukonko-ll-dev", "github.com/olekukonko/ll"),  # 43
    "cview": ("golang-codeberg-tslocum-cview-dev", "codeberg.org/tslocum/cview"),  # 42
    "golinstor": ("golang-github-linbit-golinstor-dev", "github.com/LINBIT/golinstor"),  # 40
    "strcase": ("golang-github-charlievieth-strcase-dev", "github.com/charlievieth/strcase"),  # 39
    "go-qbittorrent": (
        "golang-github-autobrr-go-qbittorrent-dev",
        "github.com/autobrr/go-qbittorrent",
    ),  # 38
    "log-go": ("golang-sigsum-log-go-dev", "sigsum.org/log-go"),  # 37
    "diff": ("golang-znkr.io-diff-dev", "znkr.io/diff"),  # 35
    "go-multiaddr": (
        "golang-github-multiformats-go-multiaddr-dev",
        "github.com/multiformats/go-multiaddr",
    ),  # 34
    "go-re2": ("golang-github-betterleaks-go-re2-dev", "github.com/betterleaks/go-re2"),  # 32
    "go-sdk-events": (
        "golang-github-launchdarkly-go-sdk-events-dev",
        "github.com/launchdarkly/go-sdk-events",
    ),  # 29
    "statmodel": ("golang-github-kshedden-statmodel-dev", "github.com/kshedden/statmodel"),  # 28
    "twin": ("golang-github-walles-twin-dev", "github.com/walles/twin"),  # 27
    "tparse": ("golang-github-mfridman-tparse-dev", "github.com/mfridman/tparse"),  # 26
    "xmlstream": ("golang-codeberg-mellium-xmlstream-dev", "mellium.im/xmlstream"),  # 23
    "limiter": ("golang-github-ulule-limiter-dev", "github.com/ulule/limiter"),  # 23
    "goja_nodejs": ("golang-github-dop251-goja-nodejs-dev", "github.com/dop251/goja_nodejs"),  # 23
    "clio": ("golang-github-anchore-clio-dev", "github.com/anchore/clio"),  # 21
    "ssh-tpm-agent": (
        "golang-github-foxboron-ssh-tpm-agent-dev",
        "github.com/foxboron/ssh-tpm-agent",
    ),  # 20
    "zmq4": ("golang-github-pebbe-zmq4-dev", "github.com/pebbe/zmq4"),  # 19
    "ysmrr": ("golang-github-chelnak-ysmrr-dev", "github.com/chelnak/ysmrr"),  # 19
    "streaming": ("golang-k8s-streaming-dev", "k8s.io/streaming"),  # 16
    "go-mysql": ("golang-github-percona-go-mysql-dev", "github.com/percona/go-mysql"),  # 16
    "overseer": ("golang-github-jpillora-overseer-dev", "github.com/jpillora/overseer"),  # 16
    "glebarez-go-sqlite": (
        "golang-github-glebarez-go-sqlite-dev",
        "github.com/glebarez/go-sqlite",
    ),  # 13
    "vt-go": ("golang-github-virustotal-vt-go-dev", "github.com/VirusTotal/vt-go"),  # 13
    "webtunnel": (
        "golang-webtunnel-dev",
        "gitlab.torproject.org/tpo/anti-censorship/pluggable-transports/webtunnel",
    ),  # 11
    "gopass-hibp": (
        "golang-github-gopasspw-gopass-hibp-dev",
        "github.com/gopasspw/gopass-hibp",
    ),  # 11
    "logrus_sentry": (
        "golang-github-evalphobia-logrus-sentry-dev",
        "github.com/evalphobia/logrus_sentry",
    ),  # 9
    "otelttrpc": ("golang-github-containerd-otelttrpc-dev", "github.com/containerd/otelttrpc"),  # 9
    "go-p11-kit": (
        "golang-github-smallstep-go-p11-kit-dev",
        "github.com/smallstep/go-p11-kit",
    ),  # 8
    "go-observer": ("golang-github-imkira-go-observer-dev", "github.com/imkira/go-observer"),  # 8
    "gotrace": ("golang-github-ysmood-gotrace-dev", "github.com/ysmood/gotrace"),  # 6
    "EventBus": ("golang-github-asaskevich-eventbus-dev", "github.com/asaskevich/EventBus"),  # 6
    "wmi": ("golang-github-yusufpapurcu-wmi-dev", "github.com/yusufpapurcu/wmi"),  # 4
    "go-partybus": (
        "golang-github-wagoodman-go-partybus-dev",
        "github.com/wagoodman/go-partybus",
    ),  # 4
    "concurrent-map": (
        "golang-github-orcaman-concurrent-map-dev",
        "github.com/orcaman/concurrent-map",
    ),  # 3
    "wal": ("golang-github-tidwall-wal-dev", "github.com/tidwall/wal"),  # 2
    "textandbinarywriter": (
        "golang-github-bep-textandbinarywriter-dev",
        "github.com/bep/textandbinarywriter",
    ),  # 2
}
HELD_BACK_10 = {
    "opa": ("golang-github-open-policy-agent-opa-dev", "github.com/open-policy-agent/opa"),  # 998
    "wazero": ("golang-github-tetratelabs-wazero-dev", "github.com/tetratelabs/wazero"),  # 567
    "shoutrrr": (
        "golang-github-nicholas-fedor-shoutrrr-dev",
        "github.com/nicholas-fedor/shoutrrr",
    ),  # 530
    "dongle": ("golang-github-dromara-dongle-dev", "github.com/dromara/dongle"),  # 313
    "fiber": ("golang-github-gofiber-fiber-dev", "github.com/gofiber/fiber"),  # 296
    "betterleaks": (
        "golang-github-betterleaks-betterleaks-dev",
        "github.com/betterleaks/betterleaks",
    ),  # 296
    "client": ("golang-github-moby-moby-client-dev", "github.com/moby/moby/client"),  # 271
    "go-json": ("golang-github-goccy-go-json-dev", "github.com/goccy/go-json"),  # 245
    "go-redis": ("golang-github-redis-go-redis-dev", "github.com/redis/go-redis"),  # 195
    "go-witness": ("golang-github-in-toto-go-witness-dev", "github.com/in-toto/go-witness"),  # 188
    "gosnowflake": (
        "golang-github-snowflakedb-gosnowflake-dev",
        "github.com/snowflakedb/gosnowflake",
    ),  # 167
    "mobile": ("golang-golang-x-mobile-dev", "golang.org/x/mobile"),  # 160
    "lomiri-push-service": (
        "golang-gitlab-ubports-development-core-lomiri-push-service-dev",
        "gitlab.com/ubports/development/core/lomiri-push-service",
    ),  # 153
    "archivista": ("golang-github-in-toto-archivista-dev", "github.com/in-toto/archivista"),  # 150
    "spike-sdk-go": (
        "golang-github-spiffe-spike-sdk-go-dev",
        "github.com/spiffe/spike-sdk-go",
    ),  # 140
    "libopenapi-validator": (
        "golang-github-pb33f-libopenapi-validator-dev",
        "github.com/pb33f/libopenapi-validator",
    ),  # 126
    "counterfeiter-v6": (
        "golang-github-maxbrunsfeld-counterfeiter-dev",
        "github.com/maxbrunsfeld/counterfeiter/v6",
    ),  # 123
    "opentelemetry-operations-go": (
        "golang-github-googlecloudplatform-opentelemetry-operations-go-dev",
        "github.com/GoogleCloudPlatform/opentelemetry-operations-go",
    ),  # 107
    "tessera": (
        "golang-github-transparency-dev-tessera-dev",
        "github.com/transparency-dev/tessera",
    ),  # 106
    "otter": ("golang-github-maypok86-otter-dev", "github.com/maypok86/otter"),  # 98
    "paho.golang": (
        "golang-github-eclipse-paho.golang-dev",
        "github.com/eclipse/paho.golang",
    ),  # 92
    "purego": ("golang-github-ebitengine-purego-dev", "github.com/ebitengine/purego"),  # 86
    "rekor-tiles": (
        "golang-github-sigstore-rekor-tiles-dev",
        "github.com/sigstore/rekor-tiles",
    ),  # 85
    "kubelet": ("golang-github-kubernetes-kubelet-dev", "k8s.io/kubelet"),  # 77
    "go-archive": ("golang-github-moby-go-archive-dev", "github.com/moby/go-archive"),  # 75
    "redis": ("golang-github-go-redis-redis-dev", "github.com/go-redis/redis"),  # 64
    "go-billy-v6": ("golang-github-go-git-go-billy-v6-dev", "github.com/go-git/go-billy/v6"),  # 63
    "grpc-gcp-go": (
        "golang-github-googlecloudplatform-grpc-gcp-go-dev",
        "github.com/GoogleCloudPlatform/grpc-gcp-go",
    ),  # 62
    "gitleaks": ("golang-github-gitleaks-gitleaks-dev", "github.com/zricethezav/gitleaks"),  # 58
    "extsort": ("golang-github-lanrat-extsort-dev", "github.com/lanrat/extsort"),  # 55
    "pongo2": ("golang-github-flosch-pongo2.v6-dev", "github.com/flosch/pongo2"),  # 51
    "theine-go": ("golang-github-yiling-j-theine-go-dev", "github.com/Yiling-J/theine-go"),  # 51
    "minlz": ("golang-github-minio-minlz-dev", "github.com/minio/minlz"),  # 47
    "gws": ("golang-github-lxzan-gws-dev", "github.com/lxzan/gws"),  # 44
    "errors": ("golang-github-olekukonko-errors-dev", "github.com/olekukonko/errors"),  # 43
    "sturdyc": ("golang-github-viccon-sturdyc-dev", "github.com/viccon/sturdyc"),  # 40
    "go-snaps": ("golang-github-gkampitakis-go-snaps-dev", "github.com/gkampitakis/go-snaps"),  # 40
    "go-fuzz": ("golang-github-dvyukov-go-fuzz-dev", "github.com/dvyukov/go-fuzz"),  # 39
    "sunlight": ("golang-filippo-sunlight-dev", "filippo.io/sunlight"),  # 39
    "go-sync": ("golang-github-anchore-go-sync-dev", "github.com/anchore/go-sync"),  # 37
    "errorx": ("golang-github-joomcode-errorx-dev", "github.com/joomcode/errorx"),  # 36
    "torchwood": ("golang-filippo-torchwood-dev", "filippo.io/torchwood"),  # 34
    "speedtest-go": (
        "golang-github-showwin-speedtest-go-dev",
        "github.com/showwin/speedtest-go",
    ),  # 32
    "antithesis-sdk-go": (
        "golang-github-antithesishq-antithesis-sdk-go-dev",
        "github.com/antithesishq/antithesis-sdk-go",
    ),  # 29
    "reality": ("golang-github-xtls-reality-dev", "github.com/xtls/reality"),  # 28
    "go-rpmdb": ("golang-github-anchore-go-rpmdb-dev", "github.com/anchore/go-rpmdb"),  # 28
    "caddy": ("golang-github-coredns-caddy-dev", "github.com/coredns/caddy"),  # 27
    "gitconfig": ("golang-github-gopasspw-gitconfig-dev", "github.com/gopasspw/gitconfig"),  # 25
    "leakless": ("golang-github-ysmood-leakless-dev", "github.com/ysmood/leakless"),  # 23
    "failpoint": ("golang-github-pingcap-failpoint-dev", "github.com/pingcap/failpoint"),  # 21
    "tvxwidgets": ("golang-github-navidys-tvxwidgets-dev", "github.com/navidys/tvxwidgets"),  # 20
    "mount-utils": ("golang-k8s-mount-utils-dev", "k8s.io/mount-utils"),  # 19
    "concurrent": (
        "golang-github-codesenberg-concurrent-dev",
        "github.com/codesenberg/concurrent",
    ),  # 19
    "gcache": ("golang-github-bluele-gcache-dev", "github.com/bluele/gcache"),  # 18
    "gronx": ("golang-github-adhocore-gronx-dev", "github.com/adhocore/gronx"),  # 17
    "go-progress": (
        "golang-github-wagoodman-go-progress-dev",
        "github.com/wagoodman/go-progress",
    ),  # 16
    "schema": ("golang-github-gofiber-schema-dev", "github.com/gofiber/schema"),  # 16
    "socks5": ("golang-github-txthinking-socks5-dev", "github.com/txthinking/socks5"),  # 13
    "f": ("golang-bugst-f-dev", "go.bug.st/f"),  # 12
    "go-sieve-cache": (
        "golang-github-jedisct1-go-sieve-cache-dev",
        "github.com/jedisct1/go-sieve-cache",
    ),  # 12
    "go-xsd-validate": (
        "golang-github-terminalstatic-go-xsd-validate-dev",
        "github.com/terminalstatic/go-xsd-validate",
    ),  # 10
    "ringbuffer": (
        "golang-github-smallnest-ringbuffer-dev",
        "github.com/smallnest/ringbuffer",
    ),  # 10
    "iox": ("golang-github-crawshaw-iox-dev", "crawshaw.io/iox"),  # 9
    "hey": ("golang-github-rakyll-hey-dev", "github.com/rakyll/hey"),  # 8
    "timberjack": ("golang-github-deruina-timberjack-dev", "github.com/DeRuina/timberjack"),  # 8
    "levelqueue": (
        "golang-forgejo-forgejo-levelqueue-dev",
        "code.forgejo.org/forgejo/levelqueue",
    ),  # 7
    "goob": ("golang-github-ysmood-goob-dev", "github.com/ysmood/goob"),  # 5
    "goph": ("golang-github-melbahja-goph-dev", "github.com/melbahja/goph"),  # 5
    "socketpair": (
        "golang-github-hugelgupf-socketpair-dev",
        "github.com/hugelgupf/socketpair",
    ),  # 4
    "nio": ("golang-github-djherbis-nio-dev", "github.com/djherbis/nio"),  # 3
    "goexpect": ("golang-github-google-goexpect-dev", "github.com/google/goexpect"),  # 2
    "easyssh-proxy": (
        "golang-github-appleboy-easyssh-proxy-dev",
        "github.com/appleboy/easyssh-proxy",
    ),  # 2
}
# Round 12: Go applications of Debian sid (source packages that ship no golang-*-dev
# package), drawn and split by benchmarks/draw_sources.py with random.Random(20261202)
# before any run; unpack each under --root by its Go-Import-Path (see draw_sources.py).
TUNING_11 = {
    "lazygit": ("source:lazygit", "github.com/jesseduffield/lazygit"),  # 915
    "restic": ("source:restic", "github.com/restic/restic"),  # 537
    "ignition": ("source:ignition", "github.com/coreos/ignition"),  # 371
    "compose": ("source:docker-compose", "github.com/docker/compose"),  # 279
    "spike": ("source:spike", "github.com/spiffe/spike"),  # 250
    "gocryptfs": ("source:gocryptfs", "github.com/rfjakob/gocryptfs"),  # 206
    "ergo": ("source:ergochat", "github.com/ergochat/ergo"),  # 165
    "mtail": ("source:mtail", "github.com/jaqx0r/mtail"),  # 143
    "deck": ("source:deck", "github.com/kong/deck"),  # 122
    "opensnitch": ("source:opensnitch", "github.com/evilsocket/opensnitch"),  # 121
    "gomuks": ("source:gomuks", "maunium.net/go/gomuks"),  # 84
    "dnscrypt-proxy": ("source:dnscrypt-proxy", "github.com/DNSCrypt/dnscrypt-proxy"),  # 83
    "mysqld_exporter": (
        "source:prometheus-mysqld-exporter",
        "github.com/prometheus/mysqld_exporter",
    ),  # 77
    "nncp-v8": ("source:nncp", "go.cypherpunks.su/nncp/v8"),  # 67
    "garagemq": ("source:garagemq", "github.com/valinurovam/garagemq"),  # 64
    "Burrow": ("source:burrow", "github.com/linkedin/Burrow"),  # 61
    "mender-connect": ("source:mender-connect", "github.com/mendersoftware/mender-connect"),  # 59
    "irtt": ("source:irtt", "github.com/heistp/irtt"),  # 55
    "lyrebird": (
        "source:lyrebird",
        "gitlab.torproject.org/tpo/anti-censorship/pluggable-transports/lyrebird",
    ),  # 52
    "amfora": ("source:amfora", "github.com/makeworld-the-better-one/amfora"),  # 49
    "git-sizer": ("source:git-sizer", "github.com/github/git-sizer"),  # 49
    "elasticsearch_exporter": (
        "source:prometheus-elasticsearch-exporter",
        "github.com/prometheus-community/elasticsearch_exporter",
    ),  # 47
    "debiman": ("source:debiman", "github.com/Debian/debiman"),  # 46
    "obfs4.git": ("source:obfs4proxy", "gitlab.com/yawning/obfs4.git"),  # 42
    "boohu": ("source:boohu", "git.tuxfamily.org/boohu/boohu"),  # 42
    "goda": ("source:goda", "github.com/loov/goda"),  # 35
    "unikmer": ("source:unikmer", "github.com/shenwei356/unikmer"),  # 33
    "dnss": ("source:dnss", "blitiri.com.ar/go/dnss"),  # 28
    "blackbox_exporter": (
        "source:prometheus-blackbox-exporter",
        "github.com/prometheus/blackbox_exporter",
    ),  # 26
    "efm-langserver": ("source:efm-langserver", "github.com/mattn/efm-langserver"),  # 26
    "mender-cli": ("source:mender-cli", "github.com/mendersoftware/mender-cli"),  # 23
    "frr_exporter": ("source:prometheus-frr-exporter", "github.com/tynany/frr_exporter"),  # 22
    "alertmanager-irc-relay": (
        "source:alertmanager-irc-relay",
        "github.com/google/alertmanager-irc-relay",
    ),  # 21
    "sptlrx": ("source:sptlrx", "github.com/raitonoberu/sptlrx"),  # 20
    "ymuse": ("source:ymuse", "github.com/yktoo/ymuse"),  # 18
    "websocketd": ("source:websocketd", "github.com/joewalnes/websocketd"),  # 18
    "molly-brown": ("source:molly-brown", "tildegit.org/solderpunk/molly-brown"),  # 15
    "sshesame": ("source:sshesame", "github.com/jaksi/sshesame"),  # 15
    "kel-agent": ("source:kel-agent", "github.com/k0swe/kel-agent"),  # 14
    "slinkwatch": ("source:slinkwatch", "github.com/DCSO/slinkwatch"),  # 12
    "cs-firewall-bouncer": (
        "source:crowdsec-firewall-bouncer",
        "github.com/crowdsecurity/cs-firewall-bouncer",
    ),  # 11
    "exporter_exporter": (
        "source:prometheus-exporter-exporter",
        "github.com/QubitProducts/exporter_exporter",
    ),  # 10
    "secsipidx": ("source:secsipidx", "github.com/asipto/secsipidx"),  # 7
    "cs-custom-bouncer": (
        "source:crowdsec-custom-bouncer",
        "github.com/crowdsecurity/cs-custom-bouncer",
    ),  # 5
    "yubikey-agent": ("source:yubikey-agent", "github.com/FiloSottile/yubikey-agent"),  # 4
    "slt": ("source:slt", "github.com/inconshrevable/slt"),  # 2
    "filter-senderscore": (
        "source:opensmtpd-filter-senderscore",
        "github.com/poolporg/filter-senderscore",
    ),  # 1
}
HELD_BACK_11 = {
    "apptainer": ("source:apptainer", "github.com/apptainer/apptainer"),  # 560
    "tiup": ("source:tiup", "github.com/pingcap/tiup"),  # 543
    "fq": ("source:fq", "github.com/wader/fq"),  # 308
    "bettercap": ("source:bettercap", "github.com/bettercap/bettercap"),  # 256
    "aptly": ("source:aptly", "github.com/aptly-dev/aptly"),  # 237
    "node_exporter": (
        "source:prometheus-node-exporter",
        "github.com/prometheus/node_exporter",
    ),  # 187
    "percona-toolkit": ("source:percona-toolkit", "github.com/percona/percona-toolkit"),  # 164
    "nextcloud-spreed-signaling": (
        "source:nextcloud-spreed-signaling",
        "github.com/strukturag/nextcloud-spreed-signaling",
    ),  # 161
    "mender": ("source:mender-client", "github.com/mendersoftware/mender"),  # 137
    "skeema": ("source:skeema", "github.com/skeema/skeema"),  # 120
    "bitmask-vpn": ("source:riseup-vpn", "0xacab.org/leap/bitmask-vpn"),  # 89
    "fever": ("source:fever", "github.com/DCSO/fever"),  # 81
    "gitbatch": ("source:gitbatch", "github.com/isacikgoz/gitbatch"),  # 72
    "peco": ("source:peco", "github.com/peco/peco"),  # 66
    "postgres_exporter": (
        "source:prometheus-postgres-exporter",
        "github.com/prometheus-community/postgres_exporter",
    ),  # 63
    "mirrorbits": ("source:mirrorbits", "github.com/etix/mirrorbits"),  # 63
    "invidtui": ("source:invidtui", "github.com/darkhz/invidtui"),  # 61
    "gotestsum": ("source:gotestsum", "gotest.tools/gotestsum"),  # 57
    "gobuster": ("source:gobuster", "github.com/OJ/gobuster"),  # 54
    "seqkit": ("source:seqkit", "github.com/shenwei356/seqkit"),  # 51
    "acmetool": ("source:acmetool", "github.com/hlandau/acmetool"),  # 48
    "edirect": ("source:ncbi-entrez-direct", "ncbi.nlm.nih.gov/edirect"),  # 47
    "skopeo": ("source:skopeo", "github.com/containers/skopeo"),  # 46
    "balboa": ("source:balboa", "github.com/DCSO/balboa"),  # 44
    "pg_exporter": ("source:pg-exporter", "github.com/pgsty/pg_exporter"),  # 41
    "mongodb_exporter": (
        "source:prometheus-mongodb-exporter",
        "github.com/dcu/mongodb_exporter",
    ),  # 37
    "guest-agent": (
        "source:google-guest-agent",
        "github.com/GoogleCloudPlatform/guest-agent",
    ),  # 32
    "bombadillo": ("source:bombadillo", "tildegit.org/sloum/bombadillo"),  # 29
    "govarnam": ("source:govarnam", "github.com/varnamproject/govarnam"),  # 26
    "kcptun": ("source:kcptun", "github.com/xtaci/kcptun"),  # 23
    "kappanhang": ("source:kappanhang", "github.com/nonoo/kappanhang"),  # 23
    "heartbleeder": ("source:heartbleeder", "github.com/titanous/heartbleeder"),  # 22
    "stenographer": ("source:stenographer", "github.com/google/stenographer"),  # 22
    "webhook": ("source:webhook", "github.com/adnanh/webhook"),  # 21
    "reposurgeon": ("source:reposurgeon", "gitlab.com/esr/reposurgeon"),  # 18
    "rest-server": ("source:restic-rest-server", "github.com/restic/rest-server"),  # 17
    "emd": ("source:emd", "github.com/mh-cbon/emd"),  # 17
    "process-exporter": (
        "source:prometheus-process-exporter",
        "github.com/ncabatoff/process-exporter",
    ),  # 15
    "postfix_exporter": (
        "source:prometheus-postfix-exporter",
        "github.com/hsn723/postfix_exporter",
    ),  # 14
    "yubikey-touch-detector": (
        "source:yubikey-touch-detector",
        "github.com/maximbaz/yubikey-touch-detector",
    ),  # 11
    "g10k": ("source:g10k", "github.com/xorpaul/g10k"),  # 10
    "go-mmproxy": ("source:go-mmproxy", "github.com/kzemek/go-mmproxy"),  # 10
    "gox": ("source:gox", "github.com/mitchellh/gox"),  # 9
    "snid": ("source:snid", "github.com/AGWA/snid"),  # 7
    "pgbouncer_exporter": (
        "source:prometheus-pgbouncer-exporter",
        "github.com/prometheus-community/pgbouncer_exporter",
    ),  # 4
    "haproxy_exporter": (
        "source:prometheus-haproxy-exporter",
        "github.com/prometheus/haproxy_exporter",
    ),  # 2
    "tty-record": ("source:tty-record", "github.com/elisescu/tty-record"),  # 2
    "mailexporter": ("source:prometheus-mailexporter", "github.com/cherti/mailexporter"),  # 1
}

# Round 13: every Debian sid golang-*-dev project with at least one `go` statement that no
# earlier set holds (354 of 2,676), drawn and split by benchmarks/draw_batch.py with
# random.Random(20261213) before any run (--min-go 1 --seed 20261213 --label 12).
TUNING_12 = {
    "chroma": ("golang-github-alecthomas-chroma-dev", "github.com/alecthomas/chroma"),  # 297
    "sdk-go": ("golang-github-ionos-cloud-sdk-go-dev", "github.com/ionos-cloud/sdk-go"),  # 240
    "gotk3": ("golang-github-gotk3-gotk3-dev", "github.com/gotk3/gotk3"),  # 223
    "scaleway-sdk-go": (
        "golang-github-scaleway-scaleway-sdk-go-dev",
        "github.com/scaleway/scaleway-sdk-go",
    ),  # 182
    "compose-go": (
        "golang-github-compose-spec-compose-go-dev",
        "github.com/compose-spec/compose-go",
    ),  # 149
    "pterm": ("golang-github-pterm-pterm-dev", "github.com/pterm/pterm"),  # 140
    "otto": ("golang-github-robertkrimen-otto-dev", "github.com/robertkrimen/otto"),  # 134
    "addchain": (
        "golang-github-mmcloughlin-addchain-dev",
        "github.com/mmcloughlin/addchain",
    ),  # 111
    "html-to-markdown": (
        "golang-github-johanneskaufmann-html-to-markdown-dev",
        "github.com/JohannesKaufmann/html-to-markdown",
    ),  # 111
    "go-nix": ("golang-github-nix-community-go-nix-dev", "github.com/nix-community/go-nix"),  # 89
    "gowid": ("golang-github-gcla-gowid-dev", "github.com/gcla/gowid"),  # 89
    "hcloud": (
        "golang-github-hetznercloud-hcloud-go-dev",
        "github.com/hetznercloud/hcloud-go/hcloud",
    ),  # 85
    "validator-v10": (
        "golang-github-go-playground-validator-v10-dev",
        "github.com/go-playground/validator/v10",
    ),  # 82
    "dropbox-sdk-go-unofficial": (
        "golang-github-dropbox-dropbox-sdk-go-unofficial-dev",
        "github.com/dropbox/dropbox-sdk-go-unofficial",
    ),  # 75
    "pflag": ("golang-github-spf13-pflag-dev", "github.com/spf13/pflag"),  # 74
    "go-jose": ("golang-github-go-jose-go-jose-dev", "github.com/go-jose/go-jose"),  # 70
    "tablewriter": (
        "golang-github-olekukonko-tablewriter-dev",
        "github.com/olekukonko/tablewriter",
    ),  # 65
    "component-helpers": ("golang-k8s-component-helpers-dev", "k8s.io/component-helpers"),  # 64
    "libvirt-go": ("golang-github-libvirt-libvirt-go-dev", "github.com/libvirt/libvirt-go"),  # 64
    "spec": ("golang-github-go-openapi-spec-dev", "github.com/go-openapi/spec"),  # 63
    "gmsm": ("golang-github-tjfoc-gmsm-dev", "github.com/tjfoc/gmsm"),  # 57
    "apps": (
        "golang-github-azuread-microsoft-authentication-library-for-go-dev",
        "github.com/AzureAD/microsoft-authentication-library-for-go/apps",
    ),  # 56
    "validate": ("golang-github-go-openapi-validate-dev", "github.com/go-openapi/validate"),  # 54
    "genny": ("golang-github-cheekybits-genny-dev", "github.com/cheekybits/genny"),  # 54
    "markdown": ("golang-github-gomarkdown-markdown-dev", "github.com/gomarkdown/markdown"),  # 53
    "apkverifier": ("golang-github-avast-apkverifier-dev", "github.com/avast/apkverifier"),  # 53
    "go-smb2": (
        "golang-github-hirochachacha-go-smb2-dev",
        "github.com/hirochachacha/go-smb2",
    ),  # 52
    "pty": ("golang-github-creack-pty-dev", "github.com/creack/pty"),  # 50
    "atomic": ("golang-go.uber-atomic-dev", "go.uber.org/atomic"),  # 47
    "age": ("golang-filippo-age-dev", "filippo.io/age"),  # 47
    "go-landlock": (
        "golang-github-landlock-lsm-go-landlock-dev",
        "github.com/landlock-lsm/go-landlock",
    ),  # 46
    "in-toto-golang": (
        "golang-github-in-toto-in-toto-golang-dev",
        "github.com/in-toto/in-toto-golang",
    ),  # 46
    "gettext-go": ("golang-github-chai2010-gettext-go-dev", "github.com/chai2010/gettext-go"),  # 46
    "go-toml": ("golang-github-pelletier-go-toml-dev", "github.com/pelletier/go-toml"),  # 43
    "goresctrl": ("golang-github-intel-goresctrl-dev", "github.com/intel/goresctrl"),  # 42
    "mergo": ("golang-github-imdario-mergo-dev", "dario.cat/mergo"),  # 42
    "redoctober": (
        "golang-github-cloudflare-redoctober-dev",
        "github.com/cloudflare/redoctober",
    ),  # 41
    "ocicrypt": ("golang-github-containers-ocicrypt-dev", "github.com/containers/ocicrypt"),  # 39
    "goxpath": (
        "golang-github-christrenkamp-goxpath-dev",
        "github.com/ChrisTrenkamp/goxpath",
    ),  # 38
    "google": ("golang-golang-x-oauth2-google-dev", "golang.org/x/oauth2/google"),  # 37
    "gax-go": ("golang-github-googleapis-gax-go-dev", "github.com/googleapis/gax-go"),  # 34
    "uio": ("golang-github-u-root-uio-dev", "github.com/u-root/uio"),  # 33
    "koanf": ("golang-github-knadh-koanf-dev", "github.com/knadh/koanf"),  # 33
    "go-spdx": ("golang-github-github-go-spdx-dev", "github.com/github/go-spdx"),  # 30
    "gopher-luar": ("golang-layeh-gopher-luar-dev", "layeh.com/gopher-luar"),  # 29
    "crypto11": (
        "golang-github-thalesignite-crypto11-dev",
        "github.com/ThalesIgnite/crypto11",
    ),  # 29
    "go-i18n": ("golang-github-nicksnyder-go-i18n.v2-dev", "github.com/nicksnyder/go-i18n"),  # 28
    "water": ("golang-github-songgao-water-dev", "github.com/songgao/water"),  # 27
    "opentracing-go": (
        "golang-github-opentracing-opentracing-go-dev",
        "github.com/opentracing/opentracing-go",
    ),  # 27
    "conc": ("golang-github-sourcegraph-conc-dev", "github.com/sourcegraph/conc"),  # 26
    "Proton-API-Bridge": (
        "golang-github-rclone-proton-api-bridge-dev",
        "github.com/rclone/Proton-API-Bridge",
    ),  # 26
    "huh": ("golang-github-charmbracelet-huh-dev", "github.com/charmbracelet/huh"),  # 26
    "henrybear327-Proton-API-Bridge": (
        "golang-github-henrybear327-proton-api-bridge-dev",
        "github.com/henrybear327/Proton-API-Bridge",
    ),  # 25
    "go-license-detector": (
        "golang-github-go-enry-go-license-detector-dev",
        "github.com/go-enry/go-license-detector",
    ),  # 25
    "memguard": ("golang-github-awnumar-memguard-dev", "github.com/awnumar/memguard"),  # 24
    "gordf": ("golang-github-spdx-gordf-dev", "github.com/spdx/gordf"),  # 23
    "regexp2": ("golang-github-dlclark-regexp2-dev", "github.com/dlclark/regexp2"),  # 23
    "btrfs": ("golang-github-dennwc-btrfs-dev", "github.com/dennwc/btrfs"),  # 23
    "geoipupdate": (
        "golang-github-maxmind-geoipupdate-dev",
        "github.com/maxmind/geoipupdate",
    ),  # 22
    "piv-go": ("golang-github-go-piv-piv-go-dev", "github.com/go-piv/piv-go"),  # 22
    "imaging": (
        "golang-github-disintegration-imaging-dev",
        "github.com/disintegration/imaging",
    ),  # 22
    "metricsql": (
        "golang-github-victoriametrics-metricsql-dev",
        "github.com/VictoriaMetrics/metricsql",
    ),  # 22
    "struc": ("golang-github-lunixbochs-struc-dev", "github.com/lunixbochs/struc"),  # 21
    "beeep": ("golang-github-gen2brain-beeep-dev", "github.com/gen2brain/beeep"),  # 21
    "gotils": ("golang-github-savsgio-gotils-dev", "github.com/savsgio/gotils"),  # 20
    "complete": ("golang-github-posener-complete-dev", "github.com/posener/complete"),  # 20
    "gofight": ("golang-github-appleboy-gofight-dev", "github.com/appleboy/gofight"),  # 20
    "fastcdc-go": (
        "golang-github-savetherbtz-fastcdc-go-dev",
        "github.com/SaveTheRbtz/fastcdc-go",
    ),  # 20
    "gval": ("golang-github-intevation-gval-dev", "github.com/Intevation/gval"),  # 20
    "ndp": ("golang-github-mdlayher-ndp-dev", "github.com/mdlayher/ndp"),  # 19
    "go-ieproxy": ("golang-github-mattn-go-ieproxy-dev", "github.com/mattn/go-ieproxy"),  # 19
    "gitdiff": (
        "golang-github-gitleaks-go-gitdiff-dev",
        "github.com/gitleaks/go-gitdiff/gitdiff",
    ),  # 19
    "go-paths-helper": (
        "golang-github-arduino-go-paths-helper-dev",
        "github.com/arduino/go-paths-helper",
    ),  # 19
    "enumflag": ("golang-github-thediveo-enumflag-dev", "github.com/thediveo/enumflag"),  # 18
    "term": ("golang-github-moby-term-dev", "github.com/moby/term"),  # 18
    "licensecheck": (
        "golang-github-google-licensecheck-dev",
        "github.com/google/licensecheck",
    ),  # 18
    "gift": ("golang-github-gohugoio-gift-dev", "github.com/gohugoio/gift"),  # 18
    "disintegration-gift": (
        "golang-github-disintegration-gift-dev",
        "github.com/disintegration/gift",
    ),  # 18
    "consul-api": ("golang-github-armon-consul-api-dev", "github.com/armon/consul-api"),  # 18
    "ccache": ("golang-github-karlseguin-ccache-dev", "github.com/karlseguin/ccache"),  # 17
    "bubbly": ("golang-github-anchore-bubbly-dev", "github.com/anchore/bubbly"),  # 17
    "clinch": ("golang-github-liamg-clinch-dev", "github.com/liamg/clinch"),  # 16
    "gojson": ("golang-github-dustin-gojson-dev", "github.com/dustin/gojson"),  # 16
    "automemlimit": (
        "golang-github-kimmachinegun-automemlimit-dev",
        "github.com/KimMachineGun/automemlimit",
    ),  # 16
    "go-cni": ("golang-github-containerd-go-cni-dev", "github.com/containerd/go-cni"),  # 15
    "mail.v2": ("golang-gopkg-mail.v2-dev", "gopkg.in/mail.v2"),  # 14
    "go-xmpp": ("golang-github-mattn-go-xmpp-dev", "github.com/xmppo/go-xmpp"),  # 14
    "fastzip": ("golang-github-saracen-fastzip-dev", "github.com/saracen/fastzip"),  # 14
    "go-configfs-tsm": (
        "golang-github-google-go-configfs-tsm-dev",
        "github.com/google/go-configfs-tsm",
    ),  # 14
    "goselect": ("golang-github-creack-goselect-dev", "github.com/creack/goselect"),  # 14
    "gofail": ("golang-github-etcd-io-gofail-dev", "go.etcd.io/gofail"),  # 13
    "sorts": ("golang-github-twotwotwo-sorts-dev", "github.com/twotwotwo/sorts"),  # 13
    "goid": ("golang-github-petermattis-goid-dev", "github.com/petermattis/goid"),  # 13
    "gommon": ("golang-github-labstack-gommon-dev", "github.com/labstack/gommon"),  # 13
    "json5": ("golang-github-flynn-json5-dev", "github.com/flynn/json5"),  # 13
    "ftp": ("golang-github-rclone-ftp-dev", "github.com/rclone/ftp"),  # 12
    "crc32": ("golang-github-klauspost-crc32-dev", "github.com/klauspost/crc32"),  # 12
    "haystack-client-go": (
        "golang-github-expediadotcom-haystack-client-go-dev",
        "github.com/ExpediaDotCom/haystack-client-go",
    ),  # 12
    "vsock": ("golang-github-mdlayher-vsock-dev", "github.com/mdlayher/vsock"),  # 11
    "trace": ("golang-github-gravitational-trace-dev", "github.com/gravitational/trace"),  # 11
    "negroni": ("golang-github-codegangsta-negroni-dev", "github.com/codegangsta/negroni"),  # 11
    "wish": ("golang-github-charmbracelet-wish-dev", "github.com/charmbracelet/wish"),  # 11
    "graph": ("golang-github-biogo-graph-dev", "github.com/biogo/graph"),  # 11
    "gqlclient": ("golang-sourcehut-emersion-gqlclient-dev", "git.sr.ht/~emersion/gqlclient"),  # 11
    "captcha": ("golang-forgejo-go-chi-captcha-dev", "code.forgejo.org/go-chi/captcha"),  # 11
    "cancelreader": (
        "golang-github-muesli-cancelreader-dev",
        "github.com/muesli/cancelreader",
    ),  # 10
    "go-oidc": ("golang-github-coreos-go-oidc-dev", "github.com/coreos/go-oidc"),  # 10
    "golibsass": ("golang-github-bep-golibsass-dev", "github.com/bep/golibsass"),  # 10
    "envsubst": ("golang-github-a8m-envsubst-dev", "github.com/a8m/envsubst"),  # 10
    "go-zglob": ("golang-github-mattn-go-zglob-dev", "github.com/mattn/go-zglob"),  # 9
    "dither": (
        "golang-github-makeworld-the-better-one-dither-dev",
        "github.com/makeworld-the-better-one/dither",
    ),  # 9
    "feeds": ("golang-github-gorilla-feeds-dev", "github.com/gorilla/feeds"),  # 9
    "go-varlink": ("golang-github-emersion-go-varlink-dev", "github.com/emersion/go-varlink"),  # 9
    "go-milter": ("golang-github-emersion-go-milter-dev", "github.com/emersion/go-milter"),  # 9
    "xxhash": ("golang-github-oneofone-xxhash-dev", "github.com/OneOfOne/xxhash"),  # 9
    "lumberjack.v2": (
        "golang-gopkg-natefinch-lumberjack.v2-dev",
        "gopkg.in/natefinch/lumberjack.v2",
    ),  # 8
    "aho-corasick": (
        "golang-github-petar-dambovaliev-aho-corasick-dev",
        "github.com/petar-dambovaliev/aho-corasick",
    ),  # 8
    "wifi": ("golang-github-mdlayher-wifi-dev", "github.com/mdlayher/wifi"),  # 8
    "uitable": ("golang-github-gosuri-uitable-dev", "github.com/gosuri/uitable"),  # 8
    "rgbterm": ("golang-github-aybabtme-rgbterm-dev", "github.com/aybabtme/rgbterm"),  # 8
    "dataurl": (
        "golang-github-vincent-petithory-dataurl-dev",
        "github.com/vincent-petithory/dataurl",
    ),  # 7
    "golang-fifo": (
        "golang-github-scalalang2-golang-fifo-dev",
        "github.com/scalalang2/golang-fifo",
    ),  # 7
    "cat": ("golang-github-olekukonko-cat-dev", "github.com/olekukonko/cat"),  # 7
    "go-acd": ("golang-github-ncw-go-acd-dev", "github.com/ncw/go-acd"),  # 7
    "go-snowflake": (
        "golang-github-kankanreno-go-snowflake-dev",
        "github.com/kankanreno/go-snowflake",
    ),  # 7
    "go-junit": ("golang-github-joshdk-go-junit-dev", "github.com/joshdk/go-junit"),  # 7
    "go-intervals": (
        "golang-github-google-go-intervals-dev",
        "github.com/google/go-intervals",
    ),  # 7
    "go-buffer": ("golang-github-globocom-go-buffer-dev", "github.com/globocom/go-buffer"),  # 7
    "go-logrotate": (
        "golang-github-fahedouch-go-logrotate-dev",
        "github.com/fahedouch/go-logrotate",
    ),  # 7
    "go-pgpmail": ("golang-github-emersion-go-pgpmail-dev", "github.com/emersion/go-pgpmail"),  # 7
    "eduoauth-go": (
        "golang-codeberg-jwijenbergh-eduoauth-go-dev",
        "codeberg.org/jwijenbergh/eduoauth-go",
    ),  # 7
    "go-ldm": (
        "golang-gitlab-ubports-development-core-go-ldm-dev",
        "gitlab.com/ubports/development/core/go-ldm",
    ),  # 6
    "netns": ("golang-github-vishvananda-netns-dev", "github.com/vishvananda/netns"),  # 6
    "goe": ("golang-github-pascaldekloe-goe-dev", "github.com/pascaldekloe/goe"),  # 6
    "iprange": ("golang-github-malfunkt-iprange-dev", "github.com/malfunkt/iprange"),  # 6
    "go-checkpoint": (
        "golang-github-hashicorp-go-checkpoint-dev",
        "github.com/hashicorp/go-checkpoint",
    ),  # 6
    "randfill": ("golang-k8s-sigs-randfill-dev", "sigs.k8s.io/randfill"),  # 5
    "downloader": ("golang-bugst-downloader-dev", "go.bug.st/downloader"),  # 5
    "decimal": ("golang-github-shopspring-decimal-dev", "github.com/shopspring/decimal"),  # 5
    "randutil": ("golang-github-pion-randutil-dev", "github.com/pion/randutil"),  # 5
    "envload": ("golang-github-lestrrat-go-envload-dev", "github.com/lestrrat-go/envload"),  # 5
    "go-reap": ("golang-github-hashicorp-go-reap-dev", "github.com/hashicorp/go-reap"),  # 5
    "statsd": ("golang-github-datadog-datadog-go-dev", "github.com/DataDog/datadog-go/statsd"),  # 5
    "tempredis": ("golang-github-stvp-tempredis-dev", "github.com/stvp/tempredis"),  # 4
    "profile": ("golang-github-pkg-profile-dev", "github.com/pkg/profile"),  # 4
    "omnibor-go": ("golang-github-omnibor-omnibor-go-dev", "github.com/omnibor/omnibor-go"),  # 4
    "fuzzy": (
        "golang-github-lithammer-fuzzysearch-dev",
        "github.com/lithammer/fuzzysearch/fuzzy",
    ),  # 4
    "go-hostpool": (
        "golang-github-hailocab-go-hostpool-dev",
        "github.com/hailocab/go-hostpool",
    ),  # 4
    "go-sht3x": ("golang-github-d2r2-go-sht3x-dev", "github.com/d2r2/go-sht3x"),  # 4
    "uarand": ("golang-github-corpix-uarand-dev", "github.com/corpix/uarand"),  # 4
    "ntp": ("golang-github-beevik-ntp-dev", "github.com/beevik/ntp"),  # 4
    "balloon": ("golang-go.cypherpunks-balloon-dev", "go.cypherpunks.ru/balloon"),  # 3
    "merged_fs": ("golang-github-yalue-merged-fs-dev", "github.com/yalue/merged_fs"),  # 3
    "go-iptrie": ("golang-github-phemmer-go-iptrie-dev", "github.com/phemmer/go-iptrie"),  # 3
    "mmcloughlin-profile": (
        "golang-github-mmcloughlin-profile-dev",
        "github.com/mmcloughlin/profile",
    ),  # 3
    "timetools": ("golang-github-mailgun-timetools-dev", "github.com/mailgun/timetools"),  # 3
    "tint": ("golang-github-lmittmann-tint-dev", "github.com/lmittmann/tint"),  # 3
    "clockwork": ("golang-github-jonboulle-clockwork-dev", "github.com/jonboulle/clockwork"),  # 3
    "syncutil": ("golang-github-jacobsa-syncutil-dev", "github.com/jacobsa/syncutil"),  # 3
    "memlistener": (
        "golang-github-hydrogen18-memlistener-dev",
        "github.com/hydrogen18/memlistener",
    ),  # 3
    "semgroup": ("golang-github-fatih-semgroup-dev", "github.com/fatih/semgroup"),  # 3
    "gsort": ("golang-github-brentp-gsort-dev", "github.com/brentp/gsort"),  # 3
    "speakeasy": ("golang-github-bgentry-speakeasy-dev", "github.com/bgentry/speakeasy"),  # 3
    "htmlquery": ("golang-github-antchfx-htmlquery-dev", "github.com/antchfx/htmlquery"),  # 3
    "golang-moving-average": (
        "golang-github-robinus2-golang-moving-average-dev",
        "github.com/RobinUS2/golang-moving-average",
    ),  # 3
    "systemd": ("golang-blitiri-go-systemd-dev", "blitiri.com.ar/go/systemd"),  # 3
    "cleanup": ("golang-bugst-cleanup-dev", "go.bug.st/cleanup"),  # 2
    "dnscache": ("golang-github-viki-org-dnscache-dev", "github.com/viki-org/dnscache"),  # 2
    "scp": ("golang-github-tmc-scp-dev", "github.com/tmc/scp"),  # 2
    "annotate": ("golang-github-sourcegraph-annotate-dev", "github.com/sourcegraph/annotate"),  # 2
    "protocol": (
        "golang-github-smira-go-ftp-protocol-dev",
        "github.com/smira/go-ftp-protocol/protocol",
    ),  # 2
    "ulid": ("golang-github-oklog-ulid-dev", "github.com/oklog/ulid"),  # 2
    "gitcha": ("golang-github-muesli-gitcha-dev", "github.com/muesli/gitcha"),  # 2
    "utfbom": ("golang-github-dimchansky-utfbom-dev", "github.com/dimchansky/utfbom"),  # 2
    "gluaurl": ("golang-github-cjoudrey-gluaurl-dev", "github.com/cjoudrey/gluaurl"),  # 2
    "pluggable-monitor-protocol-handler": (
        "golang-github-arduino-pluggable-monitor-protocol-handler-dev",
        "github.com/arduino/pluggable-monitor-protocol-handler",
    ),  # 2
    "connectproxy": (
        "golang-github-magisterquis-connectproxy-dev",
        "github.com/magisterquis/connectproxy",
    ),  # 1
}
HELD_BACK_12 = {
    "tink-go": ("golang-github-tink-crypto-tink-go-dev", "github.com/tink-crypto/tink-go"),  # 719
    "kube-openapi": ("golang-k8s-kube-openapi-dev", "k8s.io/kube-openapi"),  # 271
    "kin-openapi": ("golang-github-getkin-kin-openapi-dev", "github.com/getkin/kin-openapi"),  # 236
    "msgp": ("golang-github-tinylib-msgp-dev", "github.com/tinylib/msgp"),  # 197
    "oras-go": ("golang-oras-oras-go-dev", "oras.land/oras-go"),  # 150
    "swag": ("golang-github-go-openapi-swag-dev", "github.com/go-openapi/swag"),  # 137
    "notation": (
        "golang-github-notaryproject-notation-dev",
        "github.com/notaryproject/notation",
    ),  # 122
    "goja": ("golang-github-dop251-goja-dev", "github.com/dop251/goja"),  # 119
    "ipaddr": (
        "golang-github-seancfoley-ipaddress-go-dev",
        "github.com/seancfoley/ipaddress-go/ipaddr",
    ),  # 91
    "mock": ("golang-github-golang-mock-dev", "github.com/golang/mock"),  # 90
    "meilisearch-go": (
        "golang-github-meilisearch-meilisearch-go-dev",
        "github.com/meilisearch/meilisearch-go",
    ),  # 85
    "encoding": ("golang-github-segmentio-encoding-dev", "github.com/segmentio/encoding"),  # 84
    "go-ole": ("golang-github-go-ole-go-ole-dev", "github.com/go-ole/go-ole"),  # 79
    "tengo": ("golang-github-d5-tengo-dev", "github.com/d5/tengo"),  # 75
    "sigstore-go": (
        "golang-github-sigstore-sigstore-go-dev",
        "github.com/sigstore/sigstore-go",
    ),  # 71
    "zerolog": ("golang-github-rs-zerolog-dev", "github.com/rs/zerolog"),  # 69
    "notation-core-go": (
        "golang-github-notaryproject-notation-core-go-dev",
        "github.com/notaryproject/notation-core-go",
    ),  # 69
    "fsutil": ("golang-github-tonistiigi-fsutil-dev", "github.com/tonistiigi/fsutil"),  # 64
    "rtp": ("golang-github-pion-rtp-dev", "github.com/pion/rtp"),  # 64
    "go-jose.v2": ("golang-gopkg-square-go-jose.v2-dev", "gopkg.in/square/go-jose.v2"),  # 57
    "cloudsoda-go-smb2": (
        "golang-github-cloudsoda-go-smb2-dev",
        "github.com/cloudsoda/go-smb2",
    ),  # 56
    "enmime": ("golang-github-jhillyerd-enmime-dev", "github.com/jhillyerd/enmime"),  # 55
    "go-qrcode": ("golang-github-yeqown-go-qrcode-dev", "github.com/yeqown/go-qrcode"),  # 54
    "gojq": ("golang-github-itchyny-gojq-dev", "github.com/itchyny/gojq"),  # 53
    "hil": ("golang-github-hashicorp-hil-dev", "github.com/hashicorp/hil"),  # 53
    "wader-gojq": ("golang-github-wader-gojq-dev", "github.com/wader/gojq"),  # 52
    "filepath-securejoin": (
        "golang-github-cyphar-filepath-securejoin-dev",
        "github.com/cyphar/filepath-securejoin",
    ),  # 51
    "survey": ("golang-github-alecaivazis-survey-dev", "github.com/AlecAivazis/survey"),  # 49
    "kong": ("golang-github-alecthomas-kong-dev", "github.com/alecthomas/kong"),  # 47
    "rapid": ("golang-pgregory-rapid-dev", "pgregory.net/rapid"),  # 46
    "dhcp6": ("golang-github-mdlayher-dhcp6-dev", "github.com/mdlayher/dhcp6"),  # 46
    "termui": ("golang-github-gizak-termui-dev", "github.com/gizak/termui"),  # 46
    "go-jose.v1": ("golang-gopkg-square-go-jose.v1-dev", "gopkg.in/square/go-jose.v1"),  # 44
    "builder": ("golang-github-xorm-io-builder-dev", "github.com/xorm-io/builder"),  # 42
    "go-sev-guest": (
        "golang-github-google-go-sev-guest-dev",
        "github.com/google/go-sev-guest",
    ),  # 42
    "cmp": ("golang-github-google-go-cmp-dev", "github.com/google/go-cmp/cmp"),  # 42
    "jwt": ("golang-github-golang-jwt-jwt-dev", "github.com/golang-jwt/jwt"),  # 41
    "lib": ("golang-github-jamesclonk-vultr-dev", "github.com/JamesClonk/vultr/lib"),  # 40
    "go-flags": ("golang-github-jessevdk-go-flags-dev", "github.com/jessevdk/go-flags"),  # 38
    "cobra": ("golang-github-spf13-cobra-dev", "github.com/spf13/cobra"),  # 36
    "go-message": ("golang-github-emersion-go-message-dev", "github.com/emersion/go-message"),  # 34
    "jsonpath": ("golang-github-pb33f-jsonpath-dev", "github.com/pb33f/jsonpath"),  # 33
    "csvutil": ("golang-github-jszwec-csvutil-dev", "github.com/jszwec/csvutil"),  # 33
    "squashfs": ("golang-github-sylabs-squashfs-dev", "github.com/sylabs/squashfs"),  # 32
    "lsp": ("golang-bugst-lsp-dev", "go.bug.st/lsp"),  # 29
    "go-mtree": ("golang-github-vbatts-go-mtree-dev", "github.com/vbatts/go-mtree"),  # 29
    "govaluate": ("golang-github-casbin-govaluate-dev", "github.com/casbin/govaluate"),  # 28
    "relaxed-semver": ("golang-bugst-relaxed-semver-dev", "go.bug.st/relaxed-semver"),  # 27
    "pio": ("golang-github-kataras-pio-dev", "github.com/kataras/pio"),  # 27
    "fake": ("golang-github-icrowley-fake-dev", "github.com/icrowley/fake"),  # 27
    "scep": ("golang-github-micromdm-scep-dev", "github.com/micromdm/scep"),  # 26
    "com": ("golang-github-unknwon-com-dev", "github.com/unknwon/com"),  # 25
    "notation-plugin-framework-go": (
        "golang-github-notaryproject-notation-plugin-framework-go-dev",
        "github.com/notaryproject/notation-plugin-framework-go",
    ),  # 25
    "go.uber.org-mock": ("golang-go.uber-mock-dev", "go.uber.org/mock"),  # 24
    "psgo": ("golang-github-containers-psgo-dev", "github.com/containers/psgo"),  # 24
    "fdroidcl": ("golang-github-mvdan-fdroidcl-dev", "mvdan.cc/fdroidcl"),  # 23
    "humanlog": ("golang-github-humanlogio-humanlog-dev", "github.com/humanlogio/humanlog"),  # 23
    "govalidator": (
        "golang-github-asaskevich-govalidator-dev",
        "github.com/asaskevich/govalidator",
    ),  # 23
    "gojsonschema": (
        "golang-github-xeipuuv-gojsonschema-dev",
        "github.com/xeipuuv/gojsonschema",
    ),  # 22
    "filetype": ("golang-gopkg-h2non-filetype.v1-dev", "github.com/h2non/filetype"),  # 22
    "router": ("golang-github-fasthttp-router-dev", "github.com/fasthttp/router"),  # 22
    "imagemeta": ("golang-github-bep-imagemeta-dev", "github.com/bep/imagemeta"),  # 22
    "mauview": ("golang-go.mau-mauview-dev", "go.mau.fi/mauview"),  # 21
    "uuid": ("golang-github-google-uuid-dev", "github.com/google/uuid"),  # 21
    "go-bare": ("golang-sourcehut-sircmpwn-go-bare-dev", "git.sr.ht/~sircmpwn/go-bare"),  # 21
    "sql-migrate": ("golang-github-rubenv-sql-migrate-dev", "github.com/rubenv/sql-migrate"),  # 20
    "xpath": ("golang-github-antchfx-xpath-dev", "github.com/antchfx/xpath"),  # 20
    "madon": ("golang-github-mckael-madon-dev", "github.com/McKael/madon"),  # 20
    "scram": ("golang-github-xdg-go-scram-dev", "github.com/xdg-go/scram"),  # 19
    "go-ordered-json": (
        "golang-github-virtuald-go-ordered-json-dev",
        "github.com/virtuald/go-ordered-json",
    ),  # 19
    "atlas-go": ("golang-github-hashicorp-atlas-go-dev", "github.com/hashicorp/atlas-go"),  # 19
    "template": ("golang-github-go-task-template-dev", "github.com/go-task/template"),  # 19
    "GoOse": ("golang-github-advancedlogic-goose-dev", "github.com/advancedlogic/GoOse"),  # 19
    "go-logging": ("golang-github-op-go-logging-dev", "github.com/op/go-logging"),  # 18
    "properties": (
        "golang-github-magiconair-properties-dev",
        "github.com/magiconair/properties",
    ),  # 18
    "goupnp": ("golang-github-huin-goupnp-dev", "github.com/huin/goupnp"),  # 18
    "modbus": ("golang-github-goburrow-modbus-dev", "github.com/goburrow/modbus"),  # 18
    "iplib": ("golang-github-c-robinson-iplib-dev", "github.com/c-robinson/iplib"),  # 18
    "go-daemon": ("golang-github-sevlyar-go-daemon-dev", "github.com/sevlyar/go-daemon"),  # 17
    "go-discover": (
        "golang-github-hashicorp-go-discover-dev",
        "github.com/hashicorp/go-discover",
    ),  # 17
    "glog": ("golang-glog-dev", "github.com/golang/glog"),  # 17
    "go-jsonschema": (
        "golang-github-flowstack-go-jsonschema-dev",
        "github.com/flowstack/go-jsonschema",
    ),  # 16
    "helpers": ("golang-github-bep-helpers-dev", "github.com/bep/helpers"),  # 16
    "pborman-uuid": ("golang-github-pborman-uuid-dev", "github.com/pborman/uuid"),  # 15
    "neat": ("golang-github-gonvenience-neat-dev", "github.com/gonvenience/neat"),  # 15
    "ykpiv": ("golang-pault-go-ykpiv-dev", "pault.ag/go/ykpiv"),  # 14
    "gcpkms": (
        "golang-github-tink-crypto-tink-go-gcpkms-dev",
        "github.com/tink-crypto/tink-go-gcpkms/integration/gcpkms",
    ),  # 14
    "uint256": ("golang-github-holiman-uint256-dev", "github.com/holiman/uint256"),  # 14
    "go-multierror": (
        "golang-github-hashicorp-go-multierror-dev",
        "github.com/hashicorp/go-multierror",
    ),  # 14
    "ejson": ("golang-github-shopify-ejson-dev", "github.com/Shopify/ejson"),  # 14
    "FuturFusion-vsock": (
        "golang-github-futurfusion-vsock-dev",
        "github.com/FuturFusion/vsock",
    ),  # 14
    "tscert": ("golang-github-tailscale-tscert-dev", "github.com/tailscale/tscert"),  # 13
    "nkeys": ("golang-github-nats-io-nkeys-dev", "github.com/nats-io/nkeys"),  # 13
    "gucumber": ("golang-github-gucumber-gucumber-dev", "github.com/gucumber/gucumber"),  # 13
    "workgraph": (
        "golang-github-apparentlymart-go-workgraph-dev",
        "github.com/apparentlymart/go-workgraph/workgraph",
    ),  # 13
    "met": ("golang-github-raintank-met-dev", "github.com/raintank/met"),  # 12
    "ssh_config": (
        "golang-github-kevinburke-ssh-config-dev",
        "github.com/kevinburke/ssh_config",
    ),  # 12
    "jlaffaye-ftp": ("golang-github-jlaffaye-ftp-dev", "github.com/jlaffaye/ftp"),  # 12
    "urfave-negroni": ("golang-github-urfave-negroni-dev", "github.com/urfave/negroni"),  # 11
    "gofrs-uuid": ("golang-github-gofrs-uuid-dev", "github.com/gofrs/uuid"),  # 11
    "dimonomid-ssh_config": (
        "golang-github-dimonomid-ssh-config-dev",
        "github.com/dimonomid/ssh_config",
    ),  # 11
    "extract": ("golang-github-codeclysm-extract-dev", "github.com/codeclysm/extract"),  # 11
    "gocache": ("golang-github-twin-gocache-dev", "github.com/TwiN/gocache"),  # 11
    "zip": ("golang-github-starry-s-zip-dev", "github.com/STARRY-S/zip"),  # 11
    "multierr": ("golang-go.uber-multierr-dev", "go.uber.org/multierr"),  # 10
    "cidranger": ("golang-github-yl2chen-cidranger-dev", "github.com/yl2chen/cidranger"),  # 10
    "wsjtx-go": ("golang-github-k0swe-wsjtx-go-dev", "github.com/k0swe/wsjtx-go"),  # 10
    "rsrc": ("golang-github-akavel-rsrc-dev", "github.com/akavel/rsrc"),  # 10
    "chardet": ("golang-github-saintfish-chardet-dev", "github.com/saintfish/chardet"),  # 9
    "go-conntrack": (
        "golang-github-mwitkow-go-conntrack-dev",
        "github.com/mwitkow/go-conntrack",
    ),  # 9
    "xmlrpc": ("golang-github-kolo-xmlrpc-dev", "github.com/kolo/xmlrpc"),  # 9
    "gogits-chardet": ("golang-github-gogits-chardet-dev", "github.com/gogits/chardet"),  # 9
    "go-nfqueue": ("golang-github-florianl-go-nfqueue-dev", "github.com/florianl/go-nfqueue"),  # 9
    "perks": ("golang-github-beorn7-perks-dev", "github.com/beorn7/perks"),  # 9
    "tmplfunc": ("golang-rsc-tmplfunc-dev", "rsc.io/tmplfunc"),  # 8
    "go-ffprobe.v2": (
        "golang-gopkg-vansante-go-ffprobe.v2-dev",
        "gopkg.in/vansante/go-ffprobe.v2",
    ),  # 8
    "memcache": ("golang-github-rainycape-memcache-dev", "github.com/rainycape/memcache"),  # 8
    "tcellansi": ("golang-github-noborus-tcellansi-dev", "github.com/noborus/tcellansi"),  # 8
    "wav": ("golang-github-cryptix-wav-dev", "github.com/cryptix/wav"),  # 8
    "internal": ("golang-modernc-internal-dev", "modernc.org/internal"),  # 7
    "tcplisten": ("golang-github-valyala-tcplisten-dev", "github.com/valyala/tcplisten"),  # 7
    "argon2": ("golang-github-tobischo-argon2-dev", "github.com/tobischo/argon2"),  # 7
    "ratecounter": (
        "golang-github-paulbellamy-ratecounter-dev",
        "github.com/paulbellamy/ratecounter",
    ),  # 7
    "go-tty": ("golang-github-mattn-go-tty-dev", "github.com/mattn/go-tty"),  # 7
    "envconfig": (
        "golang-github-kelseyhightower-envconfig-dev",
        "github.com/kelseyhightower/envconfig",
    ),  # 7
    "go-raftchunking": (
        "golang-github-hashicorp-go-raftchunking-dev",
        "github.com/hashicorp/go-raftchunking",
    ),  # 7
    "uilive": ("golang-github-gosuri-uilive-dev", "github.com/gosuri/uilive"),  # 7
    "go-dap": ("golang-github-google-go-dap-dev", "github.com/google/go-dap"),  # 7
    "go-external-ip": (
        "golang-github-glendc-go-external-ip-dev",
        "github.com/glendc/go-external-ip",
    ),  # 7
    "walk": ("golang-github-michaeltjones-walk-dev", "github.com/MichaelTJones/walk"),  # 7
    "nex": ("golang-github-blynn-nex-dev", "nex"),  # 6
    "errs": ("golang-github-zeebo-errs-dev", "github.com/zeebo/errs"),  # 6
    "fetchup": ("golang-github-ysmood-fetchup-dev", "github.com/ysmood/fetchup"),  # 6
    "rtree": ("golang-github-tidwall-rtree-dev", "github.com/tidwall/rtree"),  # 6
    "arping": ("golang-github-j-keck-arping-dev", "github.com/j-keck/arping"),  # 6
    "pluggable-discovery-protocol-handler": (
        "golang-github-arduino-pluggable-discovery-protocol-handler-dev",
        "github.com/arduino/pluggable-discovery-protocol-handler",
    ),  # 6
    "editorconfig": ("golang-mvdan-editorconfig-dev", "mvdan.cc/editorconfig"),  # 5
    "bufio.v1": ("golang-gopkg-bufio.v1-dev", "gopkg.in/bufio.v1"),  # 5
    "jwalterweatherman": (
        "golang-github-spf13-jwalterweatherman-dev",
        "github.com/spf13/jwalterweatherman",
    ),  # 5
    "closestmatch": (
        "golang-github-schollz-closestmatch-dev",
        "github.com/schollz/closestmatch",
    ),  # 5
    "go-sway": ("golang-github-joshuarubin-go-sway-dev", "github.com/joshuarubin/go-sway"),  # 5
    "script": ("golang-github-bitfield-script-dev", "github.com/bitfield/script"),  # 5
    "rate": ("golang-golang-x-time-dev", "golang.org/x/time/rate"),  # 4
    "probing": ("golang-github-xiang90-probing-dev", "github.com/xiang90/probing"),  # 4
    "slog-slack": ("golang-github-samber-slog-slack-dev", "github.com/samber/slog-slack"),  # 4
    "ansi": ("golang-github-mgutz-ansi-dev", "github.com/mgutz/ansi"),  # 4
    "grpool": ("golang-github-ivpusic-grpool-dev", "github.com/ivpusic/grpool"),  # 4
    "go-oniguruma": (
        "golang-github-go-enry-go-oniguruma-dev",
        "github.com/go-enry/go-oniguruma",
    ),  # 4
    "golang-petname": (
        "golang-github-dustinkirkland-golang-petname-dev",
        "github.com/dustinkirkland/golang-petname",
    ),  # 4
    "spinner": ("golang-github-briandowns-spinner-dev", "github.com/briandowns/spinner"),  # 4
    "gziphandler": ("golang-github-nytimes-gziphandler-dev", "github.com/NYTimes/gziphandler"),  # 4
    "logger": (
        "golang-github-googlecloudplatform-guest-logging-go-dev",
        "github.com/GoogleCloudPlatform/guest-logging-go/logger",
    ),  # 4
    "progressbar": ("golang-github-schollz-progressbar-dev", "github.com/schollz/progressbar"),  # 3
    "sajari-fuzzy": ("golang-github-sajari-fuzzy-dev", "github.com/sajari/fuzzy"),  # 3
    "link": ("golang-github-peterhellberg-link-dev", "github.com/peterhellberg/link"),  # 3
    "go-sixel": ("golang-github-mattn-go-sixel-dev", "github.com/mattn/go-sixel"),  # 3
    "go-pingscanner": (
        "golang-github-kotakanbe-go-pingscanner-dev",
        "github.com/kotakanbe/go-pingscanner",
    ),  # 3
    "minwinsvc": ("golang-github-kardianos-minwinsvc-dev", "github.com/kardianos/minwinsvc"),  # 3
    "cwalk": ("golang-github-iafan-cwalk-dev", "github.com/iafan/cwalk"),  # 3
    "cmdline": ("golang-github-ghjm-cmdline-dev", "github.com/ghjm/cmdline"),  # 3
    "kmsgparser": (
        "golang-github-euank-go-kmsg-parser-dev",
        "github.com/euank/go-kmsg-parser/kmsgparser",
    ),  # 3
    "circonusllhist": (
        "golang-github-circonus-labs-circonusllhist-dev",
        "github.com/circonus-labs/circonusllhist",
    ),  # 3
    "retry-go": ("golang-github-avast-retry-go-dev", "github.com/avast/retry-go"),  # 3
    "dateparse": ("golang-github-araddon-dateparse-dev", "github.com/araddon/dateparse"),  # 3
    "pfilter": (
        "golang-github-audriusbutkevicius-pfilter-dev",
        "github.com/AudriusButkevicius/pfilter",
    ),  # 3
    "go-slog-syslog": (
        "golang-codeberg-git-pages-go-slog-syslog-dev",
        "codeberg.org/git-pages/go-slog-syslog",
    ),  # 3
    "golcs": ("golang-github-yudai-golcs-dev", "github.com/yudai/golcs"),  # 2
    "nthash": ("golang-github-will-rowe-nthash-dev", "github.com/will-rowe/nthash"),  # 2
    "fcgi_client": ("golang-github-tomasen-fcgi-client-dev", "github.com/tomasen/fcgi_client"),  # 2
    "go-xz": ("golang-github-smira-go-xz-dev", "github.com/smira/go-xz"),  # 2
    "fastuuid": ("golang-github-rogpeppe-fastuuid-dev", "github.com/rogpeppe/fastuuid"),  # 2
    "cli-spinner": (
        "golang-github-odeke-em-cli-spinner-dev",
        "github.com/odeke-em/cli-spinner",
    ),  # 2
    "iochan": ("golang-github-mitchellh-iochan-dev", "github.com/mitchellh/iochan"),  # 2
    "pgmock": ("golang-github-jackc-pgmock-dev", "github.com/jackc/pgmock"),  # 2
    "debounce": ("golang-github-bep-debounce-dev", "github.com/bep/debounce"),  # 2
    "go-gpsd": ("golang-github-stratoberry-go-gpsd-dev", "github.com/stratoberry/go-gpsd"),  # 1
    "envpprof": ("golang-github-anacrolix-envpprof-dev", "github.com/anacrolix/envpprof"),  # 1
}

# Round 15: Debian sid's Go applications no earlier set holds, now with at least one `go`
# statement (35 of 293; round 12 took those with three or more), tarballs of at most 60 MB,
# drawn and split by benchmarks/draw_sources.py with random.Random(20261216) before any run
# (--min-go 1 --max-mb 60 --seed 20261216 --label 13).
TUNING_13 = {
    "aws-nuke": ("source:aws-nuke", "github.com/rebuy-de/aws-nuke"),  # 393
    "kubecolor": ("source:kubecolor", "github.com/dty1er/kubecolor"),  # 40
    "certspotter": ("source:certspotter", "software.sslmate.com/src/certspotter"),  # 39
    "madonctl": ("source:madonctl", "github.com/McKael/madonctl"),  # 30
    "pushgateway": ("source:prometheus-pushgateway", "github.com/prometheus/pushgateway"),  # 21
    "ipmi_exporter": (
        "source:prometheus-ipmi-exporter",
        "github.com/prometheus-community/ipmi_exporter",
    ),  # 20
    "lintian-ssg": ("source:lintian-ssg", "salsa.debian.org/lintian/lintian-ssg"),  # 16
    "mqtt2prometheus": (
        "source:prometheus-mqtt-exporter",
        "github.com/hikhvar/mqtt2prometheus",
    ),  # 14
    "assetfinder": ("source:assetfinder", "github.com/tomnomnom/assetfinder"),  # 12
    "hellfire": ("source:hellfire", "pathspider.net/hellfire"),  # 9
    "vcfanno": ("source:vcfanno", "github.com/brentp/vcfanno"),  # 8
    "canid": ("source:canid", "github.com/britram/canid"),  # 5
    "systemd_exporter": (
        "source:prometheus-systemd-exporter",
        "github.com/prometheus-community/systemd_exporter",
    ),  # 3
    "filter-rspamd": ("source:opensmtpd-filter-rspamd", "github.com/poolporg/filter-rspamd"),  # 3
    "piuparts": ("source:piuparts", "salsa.debian.org/debian/piuparts"),  # 2
    "mysqlrouter_exporter": (
        "source:prometheus-mysqlrouter-exporter",
        "github.com/rluisr/mysqlrouter_exporter",
    ),  # 2
    "nwg-bar": ("source:nwg-bar", "github.com/nwg-piotr/nwg-bar"),  # 2
}
HELD_BACK_13 = {
    "c2go": ("source:c2go", "github.com/elliotchance/c2go"),  # 300
    "direnv": ("source:direnv", "github.com/direnv/direnv"),  # 63
    "kati": ("source:android-platform-build-kati", "github.com/google/kati"),  # 39
    "emptty": ("source:emptty", "github.com/tvrzna/emptty"),  # 35
    "cam2ip": ("source:cam2ip", "github.com/gen2brain/cam2ip"),  # 26
    "terraform-switcher": (
        "source:terraform-switcher",
        "github.com/warrensbox/terraform-switcher",
    ),  # 19
    "go-mtpfs": ("source:go-mtpfs", "github.com/hanwen/go-mtpfs"),  # 17
    "terminews": ("source:terminews", "github.com/antavelos/terminews"),  # 13
    "wuzz": ("source:wuzz", "github.com/asciimoo/wuzz"),  # 12
    "dmarc-cat": ("source:dmarc-cat", "github.com/keltia/dmarc-cat"),  # 11
    "smartctl_exporter": (
        "source:smartctl-exporter",
        "github.com/prometheus-community/smartctl_exporter",
    ),  # 9
    "sql_exporter": ("source:prometheus-sql-exporter", "github.com/justwatchcom/sql_exporter"),  # 7
    "rawdns": ("source:rawdns", "github.com/tianon/rawdns"),  # 4
    "oci-seccomp-bpf-hook": (
        "source:oci-seccomp-bpf-hook",
        "github.com/containers/oci-seccomp-bpf-hook",
    ),  # 3
    "smokeping_prober": (
        "source:prometheus-smokeping-prober",
        "github.com/SuperQ/smokeping_prober",
    ),  # 3
    "pollen": ("source:pollen", "launchpad.net/pollen"),  # 2
    "exiflooter": ("source:exiflooter", "github.com/aydinnyunus/exiflooter"),  # 2
    "homeplug_exporter": (
        "source:prometheus-homeplug-exporter",
        "github.com/NightTsarina/homeplug_exporter",
    ),  # 2
}

# Round 15: the projects every earlier draw left out for having more than 1,000 `.go` files
# (twelve sid golang-*-dev libraries and the application trufflehog), each starting at least one
# goroutine, split by draw_batch.split with random.Random(20261217) before any run.
TUNING_14 = {
    "aws-sdk-go-v2": (
        "golang-github-aws-aws-sdk-go-v2-dev",
        "github.com/aws/aws-sdk-go-v2",
    ),  # 28146
    "client-go": ("golang-k8s-client-go-dev", "k8s.io/client-go"),  # 2316
    "go-control-plane": (
        "golang-github-envoyproxy-go-control-plane-dev",
        "github.com/envoyproxy/go-control-plane",
    ),  # 1863
    "gophercloud": (
        "golang-github-gophercloud-gophercloud-dev",
        "github.com/gophercloud/gophercloud",
    ),  # 1852
    "collector": ("golang-opentelemetry-collector-dev", "go.opentelemetry.io/collector"),  # 1450
    "libc": ("golang-modernc-libc-dev", "modernc.org/libc"),  # 1366
    "gonum": ("golang-gonum-v1-gonum-dev", "gonum.org/v1/gonum"),  # 1339
}
HELD_BACK_14 = {
    "azure-sdk-for-go": (
        "golang-github-azure-azure-sdk-for-go-dev",
        "github.com/Azure/azure-sdk-for-go",
    ),  # 12354
    "snapd": ("golang-github-snapcore-snapd-dev", "github.com/snapcore/snapd"),  # 2644
    "gvisor": ("golang-gvisor-gvisor-dev", "gvisor.dev/gvisor"),  # 1904
    "trufflehog": ("source:trufflehog", "github.com/trufflesecurity/trufflehog"),  # 1787
    "yaegi": ("golang-github-traefik-yaegi-dev", "github.com/traefik/yaegi"),  # 1534
    "incus": ("golang-github-lxc-incus-dev", "github.com/lxc/incus"),  # 1394
}

# Round 16: the 87 golang-*-dev packages of Debian bullseye that no later release has (77) and
# of experimental that no other suite has (10), fetched by URL and unpacked as the seventh
# batch; drawn by draw_batch.py --min-go 1 (a major-version suffix aside, a project named
# like an earlier one is a copy; gorethink's three old names are rethinkdb-go's) and split
# with random.Random(20261215) before any run.
TUNING_15 = {
    "bleve": ("golang-github-blevesearch-bleve-dev", "github.com/blevesearch/bleve"),  # 324
    "gof3": ("golang-code.forgejo-f3-gof3-dev", "code.forgejo.org/f3/gof3"),  # 291
    "lipgloss-v2": ("golang-charm-lipgloss-v2-dev", "charm.land/lipgloss/v2"),  # 50
    "goval-dictionary": (
        "golang-github-kotakanbe-goval-dictionary-dev",
        "github.com/kotakanbe/goval-dictionary",
    ),  # 43
    "bubbles-v2": ("golang-charm-bubbles-v2-dev", "charm.land/bubbles/v2"),  # 38
    "miniredis": ("golang-github-alicebob-miniredis-dev", "github.com/alicebob/miniredis"),  # 34
    "go-cve-dictionary": (
        "golang-github-kotakanbe-go-cve-dictionary-dev",
        "github.com/kotakanbe/go-cve-dictionary",
    ),  # 24
    "gomail.v2": ("golang-gopkg-gomail.v2-dev", "gopkg.in/gomail.v2"),  # 13
    "xurls": ("golang-github-mvdan-xurls-dev", "github.com/mvdan/xurls"),  # 10
    "gen-go": (
        "golang-github-census-instrumentation-opencensus-proto-dev",
        "github.com/census-instrumentation/opencensus-proto/gen-go",
    ),  # 10
    "go-tocss": ("golang-github-bep-go-tocss-dev", "github.com/bep/go-tocss"),  # 5
}
HELD_BACK_15 = {
    "podman": ("golang-github-containers-libpod-dev", "github.com/containers/podman"),  # 744
    "cadvisor": ("golang-github-google-cadvisor-dev", "github.com/google/cadvisor"),  # 183
    "nodb": ("golang-github-lunny-nodb-dev", "github.com/lunny/nodb"),  # 54
    "moss": ("golang-github-couchbase-moss-dev", "github.com/couchbase/moss"),  # 47
    "debug": ("golang-golang-x-debug-dev", "golang.org/x/debug"),  # 39
    "gost": ("golang-github-knqyf263-gost-dev", "github.com/knqyf263/gost"),  # 27
    "docker2aci": ("golang-github-appc-docker2aci-dev", "github.com/appc/docker2aci"),  # 22
    "go-exploitdb": (
        "golang-github-mozqnet-go-exploitdb-dev",
        "github.com/mozqnet/go-exploitdb",
    ),  # 13
    "go-cpe-dictionary": (
        "golang-github-kotakanbe-go-cpe-dictionary-dev",
        "github.com/kotakanbe/go-cpe-dictionary",
    ),  # 12
    "goredis": ("golang-github-siddontang-goredis-dev", "github.com/siddontang/goredis"),  # 7
    "BrowserBridge": (
        "golang-github-v2fly-browserbridge-dev",
        "github.com/v2fly/BrowserBridge",
    ),  # 6
}
TUNING_16 = {
    "hugo": ("golang-github-gohugoio-hugo-dev", "github.com/gohugoio/hugo"),  # 341
    "goamz": ("golang-github-adroll-goamz-dev", "github.com/AdRoll/goamz"),  # 130
    "gopter": ("golang-github-leanovate-gopter-dev", "github.com/leanovate/gopter"),  # 127
    "rkt": ("golang-github-rkt-rkt-dev", "github.com/rkt/rkt"),  # 75
    "jaeger-lib": ("golang-github-uber-jaeger-lib-dev", "github.com/uber/jaeger-lib"),  # 45
    "git": ("golang-code.gitea-git-dev", "code.gitea.io/git"),  # 45
    "ubuntu-report": (
        "golang-github-ubuntu-ubuntu-report-dev",
        "github.com/ubuntu/ubuntu-report",
    ),  # 24
    "go-p2p": ("golang-github-tendermint-go-p2p-dev", "github.com/tendermint/go-p2p"),  # 24
    "skydns": ("golang-github-skynetservices-skydns-dev", "github.com/skynetservices/skydns"),  # 23
    "tb": ("golang-github-tsenart-tb-dev", "github.com/tsenart/tb"),  # 9
    "log4go": ("golang-log4go-dev", "code.google.com/p/log4go"),  # 8
    "go-autofile": (
        "golang-github-tendermint-go-autofile-dev",
        "github.com/tendermint/go-autofile",
    ),  # 5
    "gotty": ("golang-github-nvveen-gotty-dev", "github.com/nvveen/gotty"),  # 4
    "usensord": ("golang-usensord-dev", "launchpad.net/usensord"),  # 3
    "go-process": (
        "golang-github-tendermint-go-process-dev",
        "github.com/tendermint/go-process",
    ),  # 2
    "go-clist": ("golang-github-tendermint-go-clist-dev", "github.com/tendermint/go-clist"),  # 2
    "logrotate": ("golang-github-jrick-logrotate-dev", "github.com/jrick/logrotate"),  # 2
}
HELD_BACK_16 = {
    "ubuntu-push": ("golang-ubuntu-push-dev", "launchpad.net/ubuntu-push"),  # 184
    "ledisdb": ("golang-github-siddontang-ledisdb-dev", "github.com/siddontang/ledisdb"),  # 130
    "tendermint": (
        "golang-github-tendermint-tendermint-dev",
        "github.com/tendermint/tendermint",
    ),  # 102
    "gb": ("golang-github-constabulary-gb-dev", "github.com/constabulary/gb"),  # 87
    "go-gtk": ("golang-github-mattn-go-gtk-dev", "github.com/mattn/go-gtk"),  # 46
    "fuji": ("golang-github-shiguredo-fuji-dev", "github.com/shiguredo/fuji"),  # 25
    "go-dbus-v1": ("golang-go-dbus-dev", "launchpad.net/go-dbus/v1"),  # 24
    "go-common": (
        "golang-github-tendermint-go-common-dev",
        "github.com/tendermint/go-common",
    ),  # 23
    "doozer": ("golang-doozer-dev", "github.com/4ad/doozer"),  # 22
    "go-rpc": ("golang-github-tendermint-go-rpc-dev", "github.com/tendermint/go-rpc"),  # 11
    "ofono": ("golang-nuntium-ofono-dev", "github.com/ubuntu-phonedations/nuntium/ofono"),  # 8
    "udm": ("golang-udm-dev", "launchpad.net/udm"),  # 6
    "telepathy": (
        "golang-nuntium-telepathy-dev",
        "github.com/ubuntu-phonedations/nuntium/telepathy",
    ),  # 4
    "devices": (
        "golang-goget-ubuntu-touch-devices-dev",
        "launchpad.net/goget-ubuntu-touch/devices",
    ),  # 3
    "promrus": ("golang-github-weaveworks-promrus-dev", "github.com/weaveworks/promrus"),  # 2
    "go-event-meter": (
        "golang-github-tendermint-go-event-meter-dev",
        "github.com/tendermint/go-event-meter",
    ),  # 2
    "letsencrypt": ("golang-github-rsc-letsencrypt-dev", "rsc.io/letsencrypt"),  # 1
}
# not fetched: https://deb.debian.org/debian/pool/main/m/morty/morty_0.2.0.orig.tar.gz
# not fetched: https://deb.debian.org/debian/pool/main/p/packer/packer_1.6.6+ds2.orig.tar.gz
# not fetched: https://deb.debian.org/debian/pool/main/s/shadowsocks-v2ray-plugin/shadowsocks-v2ray-plugin_1.3.1.orig.tar.gz
# not fetched: https://deb.debian.org/debian/pool/main/c/consulfs/consulfs_0.2.1.orig.tar.xz
# not fetched: https://deb.debian.org/debian/pool/main/g/govendor/govendor_1.0.9+ds1.orig.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/main/n/nullboot/nullboot_0.5.0.orig-vendor.tar.gz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/main/w/wsl-pro-service/wsl-pro-service_0.1.4.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/main/z/zsys/zsys_0.5.11.3build1.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/a/aad-auth/aad-auth_0.5.2.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/o/opengcs/opengcs_0.3.4+dfsg2.orig-containerd.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/p/provd/provd_0.1.2.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/u/ubuntu-proxy-manager/ubuntu-proxy-manager_0.1.1.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/p/paxrat/paxrat_1.32.0.orig.tar.gz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/s/systemd-docker/systemd-docker_0.2.1+dfsg.orig.tar.xz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/t/toxiproxy/toxiproxy_2.0.0+dfsg1.orig.tar.gz
# not fetched: http://archive.ubuntu.com/ubuntu/pool/universe/j/juju-mongo-tools3.2/juju-mongo-tools3.2_3.2.4+ds.orig.tar.gz
# 18 of 46 applications
TUNING_17 = {
    "nomad": ("source:nomad", "github.com/hashicorp/nomad"),  # 677
    "coyim": ("source:coyim", "github.com/twstrike/coyim"),  # 280
    "dep": ("source:go-dep", "github.com/golang/dep"),  # 249
    "adsys": ("source:adsys", "github.com/ubuntu/adsys"),  # 216
    "osconfig": ("source:google-osconfig-agent", "github.com/GoogleCloudPlatform/osconfig"),  # 146
    "cloud-print-connector": (
        "source:google-cloud-print-connector",
        "github.com/google/cloud-print-connector",
    ),  # 60
    "flannel": ("source:flannel", "github.com/coreos/flannel"),  # 42
    "gocode": ("source:gocode", "github.com/nsf/gocode"),  # 26
    "etcd-fs": ("source:etcd-fs", "github.com/xetorthio/etcd-fs"),  # 6
}
HELD_BACK_17 = {
    "mc": ("source:minio-client", "github.com/minio/mc"),  # 409
    "Sia": ("source:sia", "github.com/NebulousLabs/Sia"),  # 369
    "mongo-tools": ("source:mongo-tools", "github.com/mongodb/mongo-tools"),  # 274
    "gitlab-ci-multi-runner": (
        "source:gitlab-ci-multi-runner",
        "gitlab.com/gitlab-org/gitlab-ci-multi-runner",
    ),  # 201
    "gitlab-workhorse": (
        "source:gitlab-workhorse",
        "gitlab.com/gitlab-org/gitlab-workhorse",
    ),  # 148
    "vuls": ("source:vuls", "github.com/future-architect/vuls"),  # 108
    "abci": ("source:abci", "github.com/tendermint/abci"),  # 35
    "vip-manager": ("source:vip-manager", "github.com/cybertec-postgresql/vip-manager"),  # 14
    "xe-guest-utilities": (
        "source:xe-guest-utilities",
        "github.com/xenserver/xe-guest-utilities",
    ),  # 9
}

# Batch 20: the modules that Go applications vendor (benchmarks/draw_vendored.py, before any run).
# 49 of 748 vendored modules
TUNING_20 = {
    "hcsshim": ("vendored:github.com/Microsoft/hcsshim", "github.com/Microsoft/hcsshim"),  # 292
    "elastic": ("vendored:github.com/olivere/elastic", "github.com/olivere/elastic"),  # 249
    "arrow": (
        "vendored:github.com/apache/arrow/go/arrow",
        "github.com/apache/arrow/go/arrow",
    ),  # 146
    "jaeger-client-go": (
        "vendored:github.com/uber/jaeger-client-go",
        "github.com/uber/jaeger-client-go",
    ),  # 88
    "opcua": ("vendored:github.com/gopcua/opcua", "github.com/gopcua/opcua"),  # 66
    "consul-template": (
        "vendored:github.com/hashicorp/consul-template",
        "github.com/hashicorp/consul-template",
    ),  # 51
    "azure-kusto-go": (
        "vendored:github.com/Azure/azure-kusto-go",
        "github.com/Azure/azure-kusto-go",
    ),  # 45
    "cgroups-v3": (
        "vendored:github.com/containerd/cgroups/v3",
        "github.com/containerd/cgroups/v3",
    ),  # 44
    "gitaly": ("vendored:gitlab.com/gitlab-org/gitaly", "gitlab.com/gitlab-org/gitaly"),  # 34
    "kubernetes": ("vendored:k8s.io/kubernetes", "k8s.io/kubernetes"),  # 29
    "cgroups": ("vendored:github.com/containerd/cgroups", "github.com/containerd/cgroups"),  # 27
    "opentelemetry-collector-contrib": (
        "vendored:github.com/open-telemetry/opentelemetry-collector-contrib",
        "github.com/open-telemetry/opentelemetry-collector-contrib",
    ),  # 26
    "wavefront-sdk-go": (
        "vendored:github.com/wavefronthq/wavefront-sdk-go",
        "github.com/wavefronthq/wavefront-sdk-go",
    ),  # 23
    "cc-v3": ("vendored:modernc.org/cc/v3", "modernc.org/cc/v3"),  # 16
    "newrelic-telemetry-sdk-go": (
        "vendored:github.com/newrelic/newrelic-telemetry-sdk-go",
        "github.com/newrelic/newrelic-telemetry-sdk-go",
    ),  # 16
    "golang-kardianos-service": (
        "vendored:github.com/ayufan/golang-kardianos-service",
        "github.com/ayufan/golang-kardianos-service",
    ),  # 16
    "go-nsq": ("vendored:github.com/nsqio/go-nsq", "github.com/nsqio/go-nsq"),  # 14
    "go-gettext": (
        "vendored:github.com/snapcore/go-gettext",
        "github.com/snapcore/go-gettext",
    ),  # 11
    "gomemcached": (
        "vendored:github.com/couchbase/gomemcached",
        "github.com/couchbase/gomemcached",
    ),  # 11
    "keyfunc": ("vendored:github.com/MicahParks/keyfunc", "github.com/MicahParks/keyfunc"),  # 10
    "go-ts3": ("vendored:github.com/multiplay/go-ts3", "github.com/multiplay/go-ts3"),  # 8
    "rasterm": ("vendored:github.com/kenshaw/rasterm", "github.com/kenshaw/rasterm"),  # 4
    "gocaves": (
        "vendored:github.com/couchbaselabs/gocaves",
        "github.com/couchbaselabs/gocaves",
    ),  # 2
    "pester": ("vendored:github.com/sethgrid/pester", "github.com/sethgrid/pester"),  # 1
    "ping": ("vendored:github.com/go-ping/ping", "github.com/go-ping/ping"),  # 1
}
HELD_BACK_20 = {
    "machine": ("vendored:github.com/docker/machine", "github.com/docker/machine"),  # 253
    "swarmkit-v2": ("vendored:github.com/moby/swarmkit/v2", "github.com/moby/swarmkit/v2"),  # 193
    "VictoriaLogs": (
        "vendored:github.com/VictoriaMetrics/VictoriaLogs",
        "github.com/VictoriaMetrics/VictoriaLogs",
    ),  # 176
    "aerospike-client-go": (
        "vendored:github.com/aerospike/aerospike-client-go",
        "github.com/aerospike/aerospike-client-go",
    ),  # 122
    "cri": ("vendored:github.com/containerd/cri", "github.com/containerd/cri"),  # 70
    "llmgo": ("vendored:github.com/10gen/llmgo", "github.com/10gen/llmgo"),  # 51
    "certificate-transparency-go": (
        "vendored:github.com/google/certificate-transparency-go",
        "github.com/google/certificate-transparency-go",
    ),  # 47
    "ApplicationInsights-Go": (
        "vendored:github.com/microsoft/ApplicationInsights-Go",
        "github.com/microsoft/ApplicationInsights-Go",
    ),  # 35
    "knx-go": ("vendored:github.com/vapourismo/knx-go", "github.com/vapourismo/knx-go"),  # 34
    "gotest.tools-v3": ("vendored:gotest.tools/v3", "gotest.tools/v3"),  # 29
    "dd-trace-go.v1": (
        "vendored:gopkg.in/DataDog/dd-trace-go.v1",
        "gopkg.in/DataDog/dd-trace-go.v1",
    ),  # 29
    "godror": ("vendored:github.com/godror/godror", "github.com/godror/godror"),  # 25
    "radix-v3": (
        "vendored:github.com/mediocregopher/radix/v3",
        "github.com/mediocregopher/radix/v3",
    ),  # 23
    "spacelog": (
        "vendored:github.com/spacemonkeygo/spacelog",
        "github.com/spacemonkeygo/spacelog",
    ),  # 22
    "testcontainers-go": (
        "vendored:github.com/testcontainers/testcontainers-go",
        "github.com/testcontainers/testcontainers-go",
    ),  # 16
    "azure-event-hubs-go-v3": (
        "vendored:github.com/Azure/azure-event-hubs-go/v3",
        "github.com/Azure/azure-event-hubs-go/v3",
    ),  # 16
    "go-couchbase": (
        "vendored:github.com/couchbase/go-couchbase",
        "github.com/couchbase/go-couchbase",
    ),  # 14
    "kinesis-consumer": (
        "vendored:github.com/harlow/kinesis-consumer",
        "github.com/harlow/kinesis-consumer",
    ),  # 12
    "azure-amqp-common-go-v3": (
        "vendored:github.com/Azure/azure-amqp-common-go/v3",
        "github.com/Azure/azure-amqp-common-go/v3",
    ),  # 11
    "mbserver": ("vendored:github.com/tbrandon/mbserver", "github.com/tbrandon/mbserver"),  # 9
    "ocicni": ("vendored:github.com/cri-o/ocicni", "github.com/cri-o/ocicni"),  # 7
    "singleflight": ("vendored:resenje.org/singleflight", "resenje.org/singleflight"),  # 3
    "runnergroup": (
        "vendored:github.com/txthinking/runnergroup",
        "github.com/txthinking/runnergroup",
    ),  # 1
    "constext": ("vendored:github.com/sdboyer/constext", "github.com/sdboyer/constext"),  # 1
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
    "tuning-8": TUNING_8,
    "held-back-8": HELD_BACK_8,
    "tuning-9": TUNING_9,
    "held-back-9": HELD_BACK_9,
    "tuning-10": TUNING_10,
    "held-back-10": HELD_BACK_10,
    "tuning-11": TUNING_11,
    "held-back-11": HELD_BACK_11,
    "tuning-12": TUNING_12,
    "held-back-12": HELD_BACK_12,
    "tuning-13": TUNING_13,
    "held-back-13": HELD_BACK_13,
    "tuning-14": TUNING_14,
    "held-back-14": HELD_BACK_14,
    "tuning-15": TUNING_15,
    "held-back-15": HELD_BACK_15,
    "tuning-16": TUNING_16,
    "held-back-16": HELD_BACK_16,
    "tuning-17": TUNING_17,
    "held-back-17": HELD_BACK_17,
    "tuning-20": TUNING_20,
    "held-back-20": HELD_BACK_20,
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
    # What `goleaklint check` reports with no config file and no options: the rules that
    # are off by default where they could only report a note stay off.
    settings = build_settings(Config(), None, (), None)
    for name, root in corpora(args.set, args.root).items():
        result = engine.check_paths([str(root)], settings)
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
