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
* ``tuning-23`` and ``held-back-23``: every project of Debian sid's ``golang-*-dev``
  packages that no earlier set holds, nor a copy or fork of one, whether or not it starts a
  goroutine: the batches before took only projects with ``go`` statements, so these are
  mostly libraries whose mutexes, contexts and timers their callers' goroutines use. The
  1,655 packages not fetched for the earlier sets were fetched by URL from sid's index and
  unpacked as the seventh batch (``--root`` that tree); drawn by ``draw_batch.py --min-go 0``
  (1,367 of 1,642 projects) and split with ``random.Random(20261204)`` before goleaklint was
  run on any of them.
* ``tuning-24`` and ``held-back-24``: the ``golang-*-dev`` packages that sid does not
  have, from Debian trixie, bookworm, bullseye and experimental and from Ubuntu's archive
  (resolute to xenial; main, universe and multiverse): 554 packages, each from the newest
  release that has it, fetched by URL and unpacked as the seventh batch. Drawn by
  ``draw_batch.py --min-go 0`` (212 of 519 projects: the earlier batches from these
  archives took only projects with ``go`` statements) and split with
  ``random.Random(20261224)`` before goleaklint was run on any of them.
* ``tuning-25`` and ``held-back-25``: Debian sid's Go applications that no earlier set
  holds, whatever their number of ``go`` statements (the eleventh batch took those with
  three or more from the index of its day; these are in today's index and served by the
  mirror): drawn by ``draw_sources.py --min-go 0`` (49 of 293 applications fetched and
  eligible) and split with ``random.Random(20261225)`` before goleaklint was run on any
  of them; ``--root`` is the tree it unpacks them into.
* ``tuning-26`` and ``held-back-26``: the Go applications of Debian trixie and experimental
  and of Ubuntu resolute (main, universe) and noble (universe) that no earlier set holds,
  batch 25 included (mostly older versions of sid applications whose current tarball the
  mirror does not serve): drawn by ``draw_sources.py --min-go 0`` with trixie's index first
  and the others ``--also`` (40 of 282 applications fetched and eligible), split with
  ``random.Random(20261226)`` before goleaklint was run on any of them.
* ``tuning-27`` and ``held-back-27``: the Go applications of Debian bookworm and bullseye
  and of Ubuntu questing, plucky, jammy, focal (main, universe), noble and resolute
  (universe) that no earlier set holds: drawn by ``draw_sources.py --min-go 0`` with
  bookworm's index first (7 of 311 applications fetched and eligible), split with
  ``random.Random(20261205)`` before goleaklint was run on any of them.
* ``tuning-28`` and ``held-back-28``: the library source packages (``golang-*``) of the
  same indexes whose code no earlier set holds: drawn by ``draw_sources.py --libraries
  --min-go 1`` (5 of 3,062 source packages fetched and eligible), split with
  ``random.Random(20261206)`` before goleaklint was run on any of them.
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

# Batch 23: every project of Debian sid's golang-*-dev packages that no earlier set holds,
# nor a copy or fork of one, goroutines or not (draw_batch.py --min-go 0; 1367 of 1642 projects),
# split with random.Random(20261204) before goleaklint was run on any of them.
TUNING_23 = {
    "zlint-v3": ("golang-github-zmap-zlint-dev", "github.com/zmap/zlint/v3"),  # 748
    "gittuf": ("golang-github-gittuf-gittuf-dev", "github.com/gittuf/gittuf"),  # 337
    "dasel-v3": ("golang-github-tomwright-dasel-dev", "github.com/tomwright/dasel/v3"),  # 272
    "go-gitlab": ("golang-github-xanzy-go-gitlab-dev", "github.com/xanzy/go-gitlab"),  # 269
    "procfs": ("golang-github-prometheus-procfs-dev", "github.com/prometheus/procfs"),  # 228
    "avo": ("golang-github-mmcloughlin-avo-dev", "github.com/mmcloughlin/avo"),  # 221
    "pgtype": ("golang-github-jackc-pgtype-dev", "github.com/jackc/pgtype"),  # 180
    "goth": ("golang-github-markbates-goth-dev", "github.com/markbates/goth"),  # 167
    "github": (
        "golang-github-google-go-github-v60-dev",
        "github.com/google/go-github/v60/github",
    ),  # 162
    "v59-github": (
        "golang-github-google-go-github-v59-dev",
        "github.com/google/go-github/v59/github",
    ),  # 162
    "go-crypto": (
        "golang-github-protonmail-go-crypto-dev",
        "github.com/ProtonMail/go-crypto",
    ),  # 153
    "usql": ("golang-github-xo-usql-dev", "github.com/xo/usql"),  # 141
    "asm": ("golang-github-segmentio-asm-dev", "github.com/segmentio/asm"),  # 125
    "go-spiffe-v2": ("golang-github-spiffe-go-spiffe-dev", "github.com/spiffe/go-spiffe/v2"),  # 124
    "sprout": ("golang-github-go-sprout-sprout-dev", "github.com/go-sprout/sprout"),  # 114
    "go-tpm": ("golang-github-google-go-tpm-dev", "github.com/google/go-tpm"),  # 113
    "go-echarts": (
        "golang-github-go-echarts-go-echarts-dev",
        "github.com/go-echarts/go-echarts",
    ),  # 103
    "go-criu-v7": (
        "golang-github-checkpoint-restore-go-criu-dev",
        "github.com/checkpoint-restore/go-criu/v7",
    ),  # 100
    "go-sdk-common": (
        "golang-github-launchdarkly-go-sdk-common-dev",
        "github.com/launchdarkly/go-sdk-common",
    ),  # 96
    "atlas": ("golang-ariga-atlas-dev", "ariga.io/atlas"),  # 94
    "kustomize-v5": ("golang-k8s-sigs-kustomize-dev", "sigs.k8s.io/kustomize/kustomize/v5"),  # 93
    "webauthn": ("golang-github-go-webauthn-webauthn-dev", "github.com/go-webauthn/webauthn"),  # 91
    "structured-merge-diff-v6": (
        "golang-k8s-sigs-structured-merge-diff-v6-dev",
        "sigs.k8s.io/structured-merge-diff/v6",
    ),  # 89
    "protoc-gen-star": (
        "golang-github-lyft-protoc-gen-star-dev",
        "github.com/lyft/protoc-gen-star",
    ),  # 85
    "notation-go": (
        "golang-github-notaryproject-notation-go-dev",
        "github.com/notaryproject/notation-go",
    ),  # 82
    "participle-v2": (
        "golang-github-alecthomas-participle-v2-dev",
        "github.com/alecthomas/participle/v2",
    ),  # 81
    "gqlparser": ("golang-github-vektah-gqlparser-dev", "github.com/vektah/gqlparser"),  # 80
    "go-jmap": ("golang-sourcehut-rockorager-go-jmap-dev", "git.sr.ht/~rockorager/go-jmap"),  # 78
    "incus-osd": ("golang-github-lxc-incus-os-dev", "github.com/lxc/incus-os/incus-osd"),  # 73
    "xds": ("golang-github-cncf-xds-dev", "github.com/cncf/xds"),  # 71
    "secret-detector": (
        "golang-github-defanglabs-secret-detector-dev",
        "github.com/DefangLabs/secret-detector",
    ),  # 70
    "sif": ("golang-github-apptainer-sif-dev", "github.com/apptainer/sif"),  # 69
    "parse-v2": ("golang-github-tdewolff-parse-dev", "github.com/tdewolff/parse/v2"),  # 67
    "sylabs-sif": ("golang-github-sylabs-sif-dev", "github.com/sylabs/sif"),  # 67
    "go-lib-micro": (
        "golang-github-mendersoftware-go-lib-micro-dev",
        "github.com/mendersoftware/go-lib-micro",
    ),  # 66
    "go-enry-v2": ("golang-github-go-enry-go-enry-dev", "github.com/go-enry/go-enry/v2"),  # 65
    "rpc": ("golang-github-jcmturner-rpc.v2-dev", "github.com/jcmturner/rpc"),  # 64
    "rtnetlink": (
        "golang-github-jsimonetti-rtnetlink-dev",
        "github.com/jsimonetti/rtnetlink",
    ),  # 63
    "go-jsonstream": (
        "golang-github-launchdarkly-go-jsonstream-dev",
        "github.com/launchdarkly/go-jsonstream",
    ),  # 62
    "stats": ("golang-github-montanaflynn-stats-dev", "github.com/montanaflynn/stats"),  # 61
    "flect": ("golang-github-gobuffalo-flect-dev", "github.com/gobuffalo/flect"),  # 61
    "math32": ("golang-github-chewxy-math32-dev", "github.com/chewxy/math32"),  # 61
    "packngo": ("golang-github-packethost-packngo-dev", "github.com/packethost/packngo"),  # 59
    "go-gh-v2": ("golang-github-cli-go-gh-v2-dev", "github.com/cli/go-gh/v2"),  # 58
    "go-server-sdk-evaluation": (
        "golang-github-launchdarkly-go-server-sdk-evaluation-dev",
        "github.com/launchdarkly/go-server-sdk-evaluation",
    ),  # 57
    "analysis": ("golang-github-go-openapi-analysis-dev", "github.com/go-openapi/analysis"),  # 57
    "govultr": ("golang-github-vultr-govultr-dev", "github.com/vultr/govultr"),  # 56
    "go-restful": ("golang-github-emicklei-go-restful-dev", "github.com/emicklei/go-restful"),  # 55
    "prompt": ("golang-github-cqroot-prompt-dev", "github.com/cqroot/prompt"),  # 51
    "paerser": ("golang-github-traefik-paerser-dev", "github.com/traefik/paerser"),  # 49
    "csaf-v3": ("golang-github-gocsaf-csaf-v3-dev", "github.com/gocsaf/csaf/v3"),  # 49
    "parse": ("golang-github-a-h-parse-dev", "github.com/a-h/parse"),  # 49
    "api2go": ("golang-github-manyminds-api2go-dev", "github.com/manyminds/api2go"),  # 47
    "rtcp": ("golang-github-pion-rtcp-dev", "github.com/pion/rtcp"),  # 46
    "rest": (
        "golang-github-ant0ine-go-json-rest-dev",
        "github.com/ant0ine/go-json-rest/rest",
    ),  # 46
    "debian": ("golang-pault-go-debian-dev", "pault.ag/go/debian"),  # 43
    "jose2go": ("golang-github-dvsekhvalnov-jose2go-dev", "github.com/dvsekhvalnov/jose2go"),  # 42
    "go-serial": ("golang-github-albenik-go-serial-dev", "github.com/albenik/go-serial"),  # 42
    "nistec": ("golang-filippo-nistec-dev", "filippo.io/nistec"),  # 41
    "runtime-tools": (
        "golang-github-opencontainers-runtime-tools-dev",
        "github.com/opencontainers/runtime-tools",
    ),  # 40
    "panicparse-v2": (
        "golang-github-maruel-panicparse-dev",
        "github.com/maruel/panicparse/v2",
    ),  # 40
    "ozzo-validation-v4": (
        "golang-github-pocketbase-ozzo-validation-v4-dev",
        "github.com/pocketbase/ozzo-validation/v4",
    ),  # 39
    "errorformat": (
        "golang-github-reviewdog-errorformat-dev",
        "github.com/reviewdog/errorformat",
    ),  # 38
    "nvdtools": (
        "golang-github-facebookincubator-nvdtools-dev",
        "github.com/facebookincubator/nvdtools",
    ),  # 38
    "go-m3u8": ("golang-github-etherlabsio-go-m3u8-dev", "github.com/etherlabsio/go-m3u8"),  # 38
    "sqlparser": ("golang-github-xwb1989-sqlparser-dev", "github.com/xwb1989/sqlparser"),  # 37
    "imgcrypt": ("golang-github-containerd-imgcrypt-dev", "github.com/containerd/imgcrypt"),  # 37
    "gographviz": (
        "golang-github-awalterschulze-gographviz-dev",
        "github.com/awalterschulze/gographviz",
    ),  # 37
    "plist": ("golang-howett-plist-dev", "howett.net/plist"),  # 35
    "hcl": ("golang-github-hashicorp-hcl-dev", "github.com/hashicorp/hcl"),  # 35
    "mmark": ("golang-github-mmarkdown-mmark-dev", "github.com/mmarkdown/mmark"),  # 34
    "go-sockaddr": (
        "golang-github-hashicorp-go-sockaddr-dev",
        "github.com/hashicorp/go-sockaddr",
    ),  # 34
    "go-nmsg": ("golang-github-farsightsec-go-nmsg-dev", "github.com/farsightsec/go-nmsg"),  # 34
    "cli-utils": ("golang-github-smallstep-cli-utils-dev", "github.com/smallstep/cli-utils"),  # 33
    "tfortools": ("golang-github-intel-tfortools-dev", "github.com/intel/tfortools"),  # 32
    "logg": ("golang-github-bep-logg-dev", "github.com/bep/logg"),  # 32
    "sprig-v3": ("golang-github-masterminds-sprig-dev", "github.com/Masterminds/sprig/v3"),  # 32
    "go-cose": ("golang-github-veraison-go-cose-dev", "github.com/veraison/go-cose"),  # 31
    "uniseg": ("golang-github-rivo-uniseg-dev", "github.com/rivo/uniseg"),  # 31
    "ace": ("golang-github-yosssi-ace-dev", "github.com/yosssi/ace"),  # 30
    "dbx": ("golang-github-pocketbase-dbx-dev", "github.com/pocketbase/dbx"),  # 30
    "go-cty-funcs": (
        "golang-github-hashicorp-go-cty-funcs-dev",
        "github.com/hashicorp/go-cty-funcs",
    ),  # 30
    "chef": ("golang-github-go-chef-chef-dev", "github.com/go-chef/chef"),  # 30
    "goquery": ("golang-github-puerkitobio-goquery-dev", "github.com/PuerkitoBio/goquery"),  # 30
    "go-rpmutils": (
        "golang-github-sassoftware-go-rpmutils-dev",
        "github.com/sassoftware/go-rpmutils",
    ),  # 29
    "promptui": ("golang-github-manifoldco-promptui-dev", "github.com/manifoldco/promptui"),  # 29
    "slim-sprig": ("golang-github-go-task-slim-sprig-dev", "github.com/go-task/slim-sprig"),  # 29
    "cbor": ("golang-github-fxamacker-cbor-dev", "github.com/fxamacker/cbor"),  # 29
    "jennifer": ("golang-github-dave-jennifer-dev", "github.com/dave/jennifer"),  # 29
    "docker-credential-gcr-v2": (
        "golang-github-googlecloudplatform-docker-credential-gcr-dev",
        "github.com/GoogleCloudPlatform/docker-credential-gcr/v2",
    ),  # 29
    "ff": ("golang-github-peterbourgon-ff-dev", "github.com/peterbourgon/ff"),  # 28
    "cpuid-v2": ("golang-github-klauspost-cpuid-dev", "github.com/klauspost/cpuid/v2"),  # 28
    "sevenzip": ("golang-github-bodgit-sevenzip-dev", "github.com/bodgit/sevenzip"),  # 28
    "go-ntlm": (
        "golang-github-thomsonreuterseikon-go-ntlm-dev",
        "github.com/ThomsonReutersEikon/go-ntlm",
    ),  # 28
    "libtrust": ("golang-github-containers-libtrust-dev", "github.com/containers/libtrust"),  # 27
    "mathutil": ("golang-github-cznic-mathutil-dev", "modernc.org/mathutil"),  # 26
    "gunit": ("golang-github-smartystreets-gunit-dev", "github.com/smartystreets/gunit"),  # 26
    "gopickle": ("golang-github-nlpodyssey-gopickle-dev", "github.com/nlpodyssey/gopickle"),  # 26
    "gnostic-models": (
        "golang-github-google-gnostic-models-dev",
        "github.com/google/gnostic-models",
    ),  # 26
    "mahonia": ("golang-github-axgle-mahonia-dev", "github.com/axgle/mahonia"),  # 26
    "msgpack": ("golang-gopkg-vmihailenco-msgpack.v2-dev", "github.com/vmihailenco/msgpack"),  # 25
    "go-org": ("golang-github-niklasfasching-go-org-dev", "github.com/niklasfasching/go-org"),  # 25
    "termenv": ("golang-github-muesli-termenv-dev", "github.com/muesli/termenv"),  # 25
    "acmez-v3": ("golang-github-mholt-acmez-v3-dev", "github.com/mholt/acmez/v3"),  # 25
    "gcfg": ("golang-github-go-git-gcfg-dev", "github.com/go-git/gcfg"),  # 25
    "go-approval-tests": (
        "golang-github-approvals-go-approval-tests-dev",
        "github.com/approvals/go-approval-tests",
    ),  # 25
    "acmeapi.v2": ("golang-gopkg-hlandau-acmeapi.v2-dev", "gopkg.in/hlandau/acmeapi.v2"),  # 24
    "xxh3": ("golang-github-zeebo-xxh3-dev", "github.com/zeebo/xxh3"),  # 24
    "archives": ("golang-github-mholt-archives-dev", "github.com/mholt/archives"),  # 24
    "borp": ("golang-github-letsencrypt-borp-dev", "github.com/letsencrypt/borp"),  # 24
    "color": ("golang-github-gookit-color-dev", "github.com/gookit/color"),  # 24
    "xdg": ("golang-github-adrg-xdg-dev", "github.com/adrg/xdg"),  # 24
    "image-spec": (
        "golang-github-opencontainers-image-spec-dev",
        "github.com/opencontainers/image-spec",
    ),  # 23
    "go-nft": (
        "golang-github-networkplumbing-go-nft-dev",
        "github.com/networkplumbing/go-nft",
    ),  # 23
    "go-humanize": ("golang-github-dustin-go-humanize-dev", "github.com/dustin/go-humanize"),  # 23
    "go-ristretto": (
        "golang-github-bwesterb-go-ristretto-dev",
        "github.com/bwesterb/go-ristretto",
    ),  # 23
    "store": ("golang-github-biogo-store-dev", "github.com/biogo/store"),  # 23
    "go-bitfield": (
        "golang-github-offchainlabs-go-bitfield-dev",
        "github.com/OffchainLabs/go-bitfield",
    ),  # 23
    "system-validators": ("golang-k8s-system-validators-dev", "k8s.io/system-validators"),  # 22
    "udnssdk": ("golang-github-terra-farm-udnssdk-dev", "github.com/terra-farm/udnssdk"),  # 22
    "stalecucumber": (
        "golang-github-hydrogen18-stalecucumber-dev",
        "github.com/hydrogen18/stalecucumber",
    ),  # 22
    "zxcvbn-go": ("golang-github-ccojocar-zxcvbn-go-dev", "github.com/ccojocar/zxcvbn-go"),  # 22
    "ecr-login": (
        "golang-github-awslabs-amazon-ecr-credential-helper-dev",
        "github.com/awslabs/amazon-ecr-credential-helper/ecr-login",
    ),  # 22
    "keyring": ("golang-github-99designs-keyring-dev", "github.com/99designs/keyring"),  # 22
    "binaryregexp": ("golang-rsc-binaryregexp-dev", "rsc.io/binaryregexp"),  # 21
    "objx": ("golang-github-stretchr-objx-dev", "github.com/stretchr/objx"),  # 21
    "nbutton23-zxcvbn-go": (
        "golang-github-nbutton23-zxcvbn-go-dev",
        "github.com/nbutton23/zxcvbn-go",
    ),  # 21
    "gotextdiff": ("golang-github-hexops-gotextdiff-dev", "github.com/hexops/gotextdiff"),  # 21
    "regexp": ("golang-github-grafana-regexp-dev", "github.com/grafana/regexp"),  # 21
    "platforms": (
        "golang-github-containerd-platforms-dev",
        "github.com/containerd/platforms",
    ),  # 21
    "displaywidth": (
        "golang-github-clipperhouse-displaywidth-dev",
        "github.com/clipperhouse/displaywidth",
    ),  # 21
    "gospake2": ("golang-debian-vasudev-gospake2-dev", "salsa.debian.org/vasudev/gospake2"),  # 20
    "null.v2": ("golang-gopkg-guregu-null.v2-dev", "gopkg.in/guregu/null.v2"),  # 20
    "cast": ("golang-github-spf13-cast-dev", "github.com/spf13/cast"),  # 20
    "hardware": ("golang-github-jouyouyun-hardware-dev", "github.com/jouyouyun/hardware"),  # 20
    "buffer": ("golang-github-djherbis-buffer-dev", "github.com/djherbis/buffer"),  # 20
    "semver": ("golang-github-blang-semver-dev", "github.com/blang/semver"),  # 20
    "generics": ("golang-github-anacrolix-generics-dev", "github.com/anacrolix/generics"),  # 20
    "sysinfo": (
        "golang-github-astroprofundis-sysinfo-dev",
        "github.com/AstroProfundis/sysinfo",
    ),  # 20
    "protokit": ("golang-github-pseudomuto-protokit-dev", "github.com/pseudomuto/protokit"),  # 19
    "maxminddb-golang": (
        "golang-github-oschwald-maxminddb-golang-dev",
        "github.com/oschwald/maxminddb-golang",
    ),  # 19
    "go-fs": ("golang-github-mitchellh-go-fs-dev", "github.com/mitchellh/go-fs"),  # 19
    "go-junit-report": (
        "golang-github-jstemmer-go-junit-report-dev",
        "github.com/jstemmer/go-junit-report",
    ),  # 19
    "dot": ("golang-github-emicklei-dot-dev", "github.com/emicklei/dot"),  # 19
    "mailyak-v3": ("golang-github-domodwyer-mailyak-dev", "github.com/domodwyer/mailyak/v3"),  # 19
    "ini.v1": ("golang-gopkg-ini.v1-dev", "gopkg.in/ini.v1"),  # 18
    "clipper": ("golang-github-zyedidia-clipper-dev", "github.com/zyedidia/clipper"),  # 18
    "merkle": (
        "golang-github-transparency-dev-merkle-dev",
        "github.com/transparency-dev/merkle",
    ),  # 18
    "sha1cd": ("golang-github-pjbgf-sha1cd-dev", "github.com/pjbgf/sha1cd"),  # 18
    "terraform-svchost": (
        "golang-github-hashicorp-terraform-svchost-dev",
        "github.com/hashicorp/terraform-svchost",
    ),  # 18
    "terraform-config-inspect": (
        "golang-github-hashicorp-terraform-config-inspect-dev",
        "github.com/hashicorp/terraform-config-inspect",
    ),  # 18
    "clog": ("golang-github-chainguard-dev-clog-dev", "github.com/chainguard-dev/clog"),  # 18
    "cyclonedx-go": (
        "golang-github-cyclonedx-cyclonedx-go-dev",
        "github.com/CycloneDX/cyclonedx-go",
    ),  # 18
    "gohtml": ("golang-github-yosssi-gohtml-dev", "github.com/yosssi/gohtml"),  # 17
    "go-timezone-local": (
        "golang-github-thlib-go-timezone-local-dev",
        "github.com/thlib/go-timezone-local",
    ),  # 17
    "cpu": ("golang-github-templexxx-cpu-dev", "github.com/templexxx/cpu"),  # 17
    "go-urn": ("golang-github-leodido-go-urn-dev", "github.com/leodido/go-urn"),  # 17
    "ansiterm": ("golang-github-juju-ansiterm-dev", "github.com/juju/ansiterm"),  # 17
    "shm": ("golang-github-gen2brain-shm-dev", "github.com/gen2brain/shm"),  # 17
    "collections": (
        "golang-github-badgerodon-collections-dev",
        "github.com/badgerodon/collections",
    ),  # 17
    "vcs": ("golang-github-masterminds-vcs-dev", "github.com/Masterminds/vcs"),  # 17
    "go-pkcs12": ("golang-sslmate-src-go-pkcs12-dev", "software.sslmate.com/src/go-pkcs12"),  # 16
    "xerrors": ("golang-golang-x-xerrors-dev", "golang.org/x/xerrors"),  # 16
    "nosql": ("golang-github-smallstep-nosql-dev", "github.com/smallstep/nosql"),  # 16
    "aurora": ("golang-github-logrusorgru-aurora-dev", "github.com/logrusorgru/aurora"),  # 16
    "pcidb": ("golang-github-jaypipes-pcidb-dev", "github.com/jaypipes/pcidb"),  # 16
    "influxql": ("golang-github-influxdata-influxql-dev", "github.com/influxdata/influxql"),  # 16
    "mux": ("golang-github-gorilla-mux-dev", "github.com/gorilla/mux"),  # 16
    "tagflag": ("golang-github-anacrolix-tagflag-dev", "github.com/anacrolix/tagflag"),  # 16
    "hdrhistogram-go": (
        "golang-github-hdrhistogram-hdrhistogram-go-dev",
        "github.com/HdrHistogram/hdrhistogram-go",
    ),  # 16
    "forgejo-go-rpmutils": (
        "golang-forgejo-forgejo-go-rpmutils-dev",
        "code.forgejo.org/forgejo/go-rpmutils",
    ),  # 16
    "cri-api": ("golang-k8s-cri-api-dev", "k8s.io/cri-api"),  # 15
    "tblfmt": ("golang-github-xo-tblfmt-dev", "github.com/xo/tblfmt"),  # 15
    "blackfriday-v2": (
        "golang-github-russross-blackfriday-v2-dev",
        "github.com/russross/blackfriday/v2",
    ),  # 15
    "go-cpe": ("golang-github-knqyf263-go-cpe-dev", "github.com/knqyf263/go-cpe"),  # 15
    "bitmap": ("golang-github-kelindar-bitmap-dev", "github.com/kelindar/bitmap"),  # 15
    "xstrings": ("golang-github-huandu-xstrings-dev", "github.com/huandu/xstrings"),  # 15
    "handlers": ("golang-github-gorilla-handlers-dev", "github.com/gorilla/handlers"),  # 15
    "pkcs7": ("golang-github-digitorus-pkcs7-dev", "github.com/digitorus/pkcs7"),  # 15
    "smbios": (
        "golang-github-digitalocean-go-smbios-dev",
        "github.com/digitalocean/go-smbios/smbios",
    ),  # 15
    "opentsdb-goclient": (
        "golang-github-bluebreezecf-opentsdb-goclient-dev",
        "github.com/bluebreezecf/opentsdb-goclient",
    ),  # 15
    "tree": ("golang-github-a8m-tree-dev", "github.com/a8m/tree"),  # 15
    "dom": ("golang-github-johanneskaufmann-dom-dev", "github.com/JohannesKaufmann/dom"),  # 15
    "smetrics": ("golang-github-xrash-smetrics-dev", "github.com/xrash/smetrics"),  # 14
    "hujson": ("golang-github-tailscale-hujson-dev", "github.com/tailscale/hujson"),  # 14
    "go-diff": ("golang-github-sergi-go-diff-dev", "github.com/sergi/go-diff"),  # 14
    "tygoja": ("golang-github-pocketbase-tygoja-dev", "github.com/pocketbase/tygoja"),  # 14
    "tml": ("golang-github-liamg-tml-dev", "github.com/liamg/tml"),  # 14
    "go-koofrclient": (
        "golang-github-koofr-go-koofrclient-dev",
        "github.com/koofr/go-koofrclient",
    ),  # 14
    "gchalk": ("golang-github-jwalton-gchalk-dev", "github.com/jwalton/gchalk"),  # 14
    "vt10x": ("golang-github-hinshun-vt10x-dev", "github.com/hinshun/vt10x"),  # 14
    "loads": ("golang-github-go-openapi-loads-dev", "github.com/go-openapi/loads"),  # 14
    "go-tpm-keyfiles": (
        "golang-github-foxboron-go-tpm-keyfiles-dev",
        "github.com/foxboron/go-tpm-keyfiles",
    ),  # 14
    "doublestar": ("golang-github-bmatcuk-doublestar-dev", "github.com/bmatcuk/doublestar"),  # 14
    "terminal": ("golang-github-zyedidia-terminal-dev", "github.com/zyedidia/terminal"),  # 13
    "stringprep": ("golang-github-xdg-go-stringprep-dev", "github.com/xdg-go/stringprep"),  # 13
    "graphql": ("golang-github-shurcool-graphql-dev", "github.com/shurcooL/graphql"),  # 13
    "fn": ("golang-github-pingcap-fn-dev", "github.com/pingcap/fn"),  # 13
    "unixtransport": (
        "golang-github-peterbourgon-unixtransport-dev",
        "github.com/peterbourgon/unixtransport",
    ),  # 13
    "jl": ("golang-github-mightyguava-jl-dev", "github.com/mightyguava/jl"),  # 13
    "gosubmit": ("golang-github-jeremija-gosubmit-dev", "github.com/jeremija/gosubmit"),  # 13
    "usage-client-v1": (
        "golang-github-influxdb-usage-client-dev",
        "github.com/influxdata/usage-client/v1",
    ),  # 13
    "jsonld": ("golang-github-go-ap-jsonld-dev", "github.com/go-ap/jsonld"),  # 13
    "fullsailor-pkcs7": ("golang-github-fullsailor-pkcs7-dev", "github.com/fullsailor/pkcs7"),  # 13
    "atime": ("golang-github-djherbis-atime-dev", "github.com/djherbis/atime"),  # 13
    "go-locale": ("golang-github-xuanwo-go-locale-dev", "github.com/Xuanwo/go-locale"),  # 13
    "go-ntlmssp": ("golang-github-azure-go-ntlmssp-dev", "github.com/Azure/go-ntlmssp"),  # 13
    "memory": ("golang-modernc-memory-dev", "modernc.org/memory"),  # 12
    "terminfo": ("golang-github-xo-terminfo-dev", "github.com/xo/terminfo"),  # 12
    "tink-go-awskms": (
        "golang-github-tink-crypto-tink-go-awskms-dev",
        "github.com/tink-crypto/tink-go-awskms",
    ),  # 12
    "goexif": ("golang-github-rwcarlsen-goexif-dev", "github.com/rwcarlsen/goexif"),  # 12
    "golang-pdf417": (
        "golang-github-ruudk-golang-pdf417-dev",
        "github.com/ruudk/golang-pdf417",
    ),  # 12
    "otlptranslator": (
        "golang-github-prometheus-otlptranslator-dev",
        "github.com/prometheus/otlptranslator",
    ),  # 12
    "go-proto-validators": (
        "golang-github-mwitkow-go-proto-validators-dev",
        "github.com/mwitkow/go-proto-validators",
    ),  # 12
    "screenshot": ("golang-github-kbinani-screenshot-dev", "github.com/kbinani/screenshot"),  # 12
    "expect": ("golang-github-karlseguin-expect-dev", "github.com/karlseguin/expect"),  # 12
    "renameio": ("golang-github-google-renameio-dev", "github.com/google/renameio"),  # 12
    "httphead": ("golang-github-gobwas-httphead-dev", "github.com/gobwas/httphead"),  # 12
    "editorconfig-core-go": (
        "golang-github-editorconfig-editorconfig-core-go-dev",
        "github.com/editorconfig/editorconfig-core-go",
    ),  # 12
    "gokey": ("golang-github-cloudflare-gokey-dev", "github.com/cloudflare/gokey"),  # 12
    "douceur": ("golang-github-aymerick-douceur-dev", "github.com/aymerick/douceur"),  # 12
    "xmlquery": ("golang-github-antchfx-xmlquery-dev", "github.com/antchfx/xmlquery"),  # 12
    "go-arg": ("golang-github-alexflint-go-arg-dev", "github.com/alexflint/go-arg"),  # 12
    "goipp": ("golang-github-openprinting-goipp-dev", "github.com/OpenPrinting/goipp"),  # 12
    "pipeline": (
        "golang-github-azure-azure-pipeline-go-dev",
        "github.com/Azure/azure-pipeline-go/pipeline",
    ),  # 12
    "binding": ("golang-forgejo-go-chi-binding-dev", "code.forgejo.org/go-chi/binding"),  # 12
    "blake3": ("golang-lukechampine-blake3-dev", "lukechampine.com/blake3"),  # 11
    "glob-intersection": (
        "golang-github-yashtewari-glob-intersection-dev",
        "github.com/yashtewari/glob-intersection",
    ),  # 11
    "ethtool": ("golang-github-safchain-ethtool-dev", "github.com/safchain/ethtool"),  # 11
    "otp": ("golang-github-pquerna-otp-dev", "github.com/pquerna/otp"),  # 11
    "go-multibase": (
        "golang-github-multiformats-go-multibase-dev",
        "github.com/multiformats/go-multibase",
    ),  # 11
    "go-zfs-v4": ("golang-github-mistifyio-go-zfs-v4-dev", "github.com/mistifyio/go-zfs/v4"),  # 11
    "gotool": ("golang-github-kisielk-gotool-dev", "github.com/kisielk/gotool"),  # 11
    "gateway": ("golang-github-jackpal-gateway-dev", "github.com/jackpal/gateway"),  # 11
    "bloomfilter-v2": (
        "golang-github-holiman-bloomfilter-dev",
        "github.com/holiman/bloomfilter/v2",
    ),  # 11
    "go-immutable-radix-v2": (
        "golang-github-hashicorp-go-immutable-radix-v2-dev",
        "github.com/hashicorp/go-immutable-radix/v2",
    ),  # 11
    "twofactor": ("golang-github-gokyle-twofactor-dev", "github.com/gokyle/twofactor"),  # 11
    "orderedmap": (
        "golang-github-elliotchance-orderedmap-dev",
        "github.com/elliotchance/orderedmap",
    ),  # 11
    "go-farm": ("golang-github-dgryski-go-farm-dev", "github.com/dgryski/go-farm"),  # 11
    "rfc5424": ("golang-github-crewjam-rfc5424-dev", "github.com/crewjam/rfc5424"),  # 11
    "cbpfc": ("golang-github-cloudflare-cbpfc-dev", "github.com/cloudflare/cbpfc"),  # 11
    "mclib": ("golang-github-bep-mclib-dev", "github.com/bep/mclib"),  # 11
    "getopt": ("golang-sourcehut-sircmpwn-getopt-dev", "git.sr.ht/~sircmpwn/getopt"),  # 11
    "qr": ("golang-rsc-qr-dev", "rsc.io/qr"),  # 10
    "cluster-bootstrap": ("golang-k8s-cluster-bootstrap-dev", "k8s.io/cluster-bootstrap"),  # 10
    "macaron.v1": ("golang-gopkg-macaron.v1-dev", "gopkg.in/macaron.v1"),  # 10
    "bencode": ("golang-github-zeebo-bencode-dev", "github.com/zeebo/bencode"),  # 10
    "gockle": ("golang-github-willfaught-gockle-dev", "github.com/willfaught/gockle"),  # 10
    "lzip-go": ("golang-github-sorairolake-lzip-go-dev", "github.com/sorairolake/lzip-go"),  # 10
    "truststore": (
        "golang-github-smallstep-truststore-dev",
        "github.com/smallstep/truststore",
    ),  # 10
    "xid": ("golang-github-rs-xid-dev", "github.com/rs/xid"),  # 10
    "console-slog": ("golang-github-phsym-console-slog-dev", "github.com/phsym/console-slog"),  # 10
    "go-digest": (
        "golang-github-opencontainers-go-digest-dev",
        "github.com/opencontainers/go-digest",
    ),  # 10
    "go-gitignore": (
        "golang-github-monochromegane-go-gitignore-dev",
        "github.com/monochromegane/go-gitignore",
    ),  # 10
    "go-zfs": ("golang-go-zfs-dev", "github.com/mistifyio/go-zfs"),  # 10
    "mdlayher-ethtool": ("golang-github-mdlayher-ethtool-dev", "github.com/mdlayher/ethtool"),  # 10
    "strftime": ("golang-github-lestrrat-go-strftime-dev", "github.com/lestrrat-go/strftime"),  # 10
    "pdebug": ("golang-github-lestrrat-go-pdebug-dev", "github.com/lestrrat-go/pdebug"),  # 10
    "binarydist": ("golang-github-kr-binarydist-dev", "github.com/kr/binarydist"),  # 10
    "go-supportscolor": (
        "golang-github-jwalton-go-supportscolor-dev",
        "github.com/jwalton/go-supportscolor",
    ),  # 10
    "syslogparser": (
        "golang-github-jeromer-syslogparser-dev",
        "github.com/jeromer/syslogparser",
    ),  # 10
    "cryptopasta": ("golang-github-gtank-cryptopasta-dev", "github.com/gtank/cryptopasta"),  # 10
    "flatbuffers": ("golang-github-google-flatbuffers-dev", "github.com/google/flatbuffers"),  # 10
    "gg": ("golang-github-fogleman-gg-dev", "github.com/fogleman/gg"),  # 10
    "httpsnoop": ("golang-github-felixge-httpsnoop-dev", "github.com/felixge/httpsnoop"),  # 10
    "phpserialize": (
        "golang-github-elliotchance-phpserialize-dev",
        "github.com/elliotchance/phpserialize",
    ),  # 10
    "machineid": (
        "golang-github-crowdsecurity-machineid-dev",
        "github.com/crowdsecurity/machineid",
    ),  # 10
    "yamlpath": ("golang-github-caspr-io-yamlpath-dev", "github.com/caspr-io/yamlpath"),  # 10
    "bitset": (
        "golang-github-bits-and-blooms-bitset-dev",
        "github.com/bits-and-blooms/bitset",
    ),  # 10
    "OpenPeeDeeP-xdg": ("golang-github-openpeedeep-xdg-dev", "github.com/OpenPeeDeeP/xdg"),  # 10
    "bigfloat": ("golang-github-altree-bigfloat-dev", "github.com/ALTree/bigfloat"),  # 10
    "inf.v0": ("golang-gopkg-inf.v0-dev", "gopkg.in/inf.v0"),  # 9
    "ctydebug": (
        "golang-github-zclconf-go-cty-debug-dev",
        "github.com/zclconf/go-cty-debug/ctydebug",
    ),  # 9
    "gotp": ("golang-github-xlzd-gotp-dev", "github.com/xlzd/gotp"),  # 9
    "beaut": ("golang-github-sourcegraph-beaut-dev", "github.com/sourcegraph/beaut"),  # 9
    "quant": ("golang-github-soniakeys-quant-dev", "github.com/soniakeys/quant"),  # 9
    "githubv4": ("golang-github-shurcool-githubv4-dev", "github.com/shurcooL/githubv4"),  # 9
    "xattr": ("golang-github-pkg-xattr-dev", "github.com/pkg/xattr"),  # 9
    "pbnjay-memory": ("golang-github-pbnjay-memory-dev", "github.com/pbnjay/memory"),  # 9
    "ts": ("golang-github-olekukonko-ts-dev", "github.com/olekukonko/ts"),  # 9
    "gofarmhash": (
        "golang-github-leemcloughlin-gofarmhash-dev",
        "github.com/leemcloughlin/gofarmhash",
    ),  # 9
    "go-immutable-radix": (
        "golang-github-hashicorp-go-immutable-radix-dev",
        "github.com/hashicorp/go-immutable-radix",
    ),  # 9
    "idem": ("golang-github-gonvenience-idem-dev", "github.com/gonvenience/idem"),  # 9
    "snappy": ("golang-github-golang-snappy-dev", "github.com/golang/snappy"),  # 9
    "logfmt": ("golang-github-go-logfmt-logfmt-dev", "github.com/go-logfmt/logfmt"),  # 9
    "go-sasl": ("golang-github-emersion-go-sasl-dev", "github.com/emersion/go-sasl"),  # 9
    "sddl": ("golang-github-cloudsoda-sddl-dev", "github.com/cloudsoda/sddl"),  # 9
    "colorprofile": (
        "golang-github-charmbracelet-colorprofile-dev",
        "github.com/charmbracelet/colorprofile",
    ),  # 9
    "xdr": ("golang-github-calmh-xdr-dev", "github.com/calmh/xdr"),  # 9
    "blockchain": (
        "golang-github-aydinnyunus-blockchain-dev",
        "github.com/aydinnyunus/blockchain",
    ),  # 9
    "apkparser": ("golang-github-avast-apkparser-dev", "github.com/avast/apkparser"),  # 9
    "minisign": ("golang-github-aead-minisign-dev", "github.com/aead/minisign"),  # 9
    "go-opt-v2": ("golang-sourcehut-rjarry-go-opt-v2-dev", "git.sr.ht/~rjarry/go-opt/v2"),  # 9
    "archive": ("golang-pault-go-archive-dev", "pault.ag/go/archive"),  # 8
    "gop": ("golang-github-ysmood-gop-dev", "github.com/ysmood/gop"),  # 8
    "publicsuffix-go": (
        "golang-github-weppos-publicsuffix-go-dev",
        "github.com/weppos/publicsuffix-go",
    ),  # 8
    "qart": ("golang-github-vitrun-qart-dev", "github.com/vitrun/qart"),  # 8
    "murmur3": ("golang-github-twmb-murmur3-dev", "github.com/twmb/murmur3"),  # 8
    "rrule-go": ("golang-github-teambition-rrule-go-dev", "github.com/teambition/rrule-go"),  # 8
    "go-strcase": ("golang-github-stoewer-go-strcase-dev", "github.com/stoewer/go-strcase"),  # 8
    "cuckoofilter": (
        "golang-github-seiflotfy-cuckoofilter-dev",
        "github.com/seiflotfy/cuckoofilter",
    ),  # 8
    "containers-golang": (
        "golang-github-seccomp-containers-golang-dev",
        "github.com/seccomp/containers-golang",
    ),  # 8
    "slog-common": ("golang-github-samber-slog-common-dev", "github.com/samber/slog-common"),  # 8
    "md4": ("golang-github-mmcloughlin-md4-dev", "github.com/mmcloughlin/md4"),  # 8
    "highwayhash": ("golang-github-minio-highwayhash-dev", "github.com/minio/highwayhash"),  # 8
    "golang_protobuf_extensions": (
        "golang-protobuf-extensions-dev",
        "github.com/matttproud/golang_protobuf_extensions",
    ),  # 8
    "go-ansi": ("golang-github-k0kubun-go-ansi-dev", "github.com/k0kubun/go-ansi"),  # 8
    "pwscheme": ("golang-github-jsimonetti-pwscheme-dev", "github.com/jsimonetti/pwscheme"),  # 8
    "goidentity-v6": (
        "golang-github-jcmturner-goidentity.v6-dev",
        "github.com/jcmturner/goidentity/v6",
    ),  # 8
    "xlog": ("golang-github-hlandau-xlog-dev", "github.com/hlandau/xlog"),  # 8
    "taglib": ("golang-github-hjfreyer-taglib-go-dev", "github.com/hjfreyer/taglib-go/taglib"),  # 8
    "httpsig": ("golang-github-go-fed-httpsig-dev", "github.com/go-fed/httpsig"),  # 8
    "go-vcard": ("golang-github-emersion-go-vcard-dev", "github.com/emersion/go-vcard"),  # 8
    "trie": ("golang-github-dghubble-trie-dev", "github.com/dghubble/trie"),  # 8
    "go-bsbmp": ("golang-github-d2r2-go-bsbmp-dev", "github.com/d2r2/go-bsbmp"),  # 8
    "docker-credential-acr-env": (
        "golang-github-chrismellard-docker-credential-acr-env-dev",
        "github.com/chrismellard/docker-credential-acr-env",
    ),  # 8
    "env": ("golang-github-caarlos0-env-dev", "github.com/caarlos0/env"),  # 8
    "go-properties-orderedmap": (
        "golang-github-arduino-go-properties-orderedmap-dev",
        "github.com/arduino/go-properties-orderedmap",
    ),  # 8
    "go-srp": ("golang-github-protonmail-go-srp-dev", "github.com/ProtonMail/go-srp"),  # 8
    "Masterminds-semver": (
        "golang-github-masterminds-semver-dev",
        "github.com/Masterminds/semver",
    ),  # 8
    "42wim-httpsig": ("golang-github-42wim-httpsig-dev", "github.com/42wim/httpsig"),  # 8
    "garif": ("golang-codeberg-chavacava-garif-dev", "codeberg.org/chavacava/garif"),  # 8
    "kube-proxy": ("golang-k8s-kube-proxy-dev", "k8s.io/kube-proxy"),  # 7
    "sourcemap.v1": ("golang-gopkg-sourcemap.v1-dev", "gopkg.in/sourcemap.v1"),  # 7
    "pcg": ("golang-github-zeebo-pcg-dev", "github.com/zeebo/pcg"),  # 7
    "umisama-go-cpe": ("golang-github-umisama-go-cpe-dev", "github.com/umisama/go-cpe"),  # 7
    "assert": ("golang-github-tj-assert-dev", "github.com/tj/assert"),  # 7
    "bpool": ("golang-github-shenwei356-bpool-dev", "github.com/shenwei356/bpool"),  # 7
    "bintree-tree": (
        "golang-github-seancfoley-bintree-dev",
        "github.com/seancfoley/bintree/tree",
    ),  # 7
    "fwd": ("golang-github-philhofer-fwd-dev", "github.com/philhofer/fwd"),  # 7
    "goinwx": ("golang-github-nrdcg-goinwx-dev", "github.com/nrdcg/goinwx"),  # 7
    "gu": ("golang-github-muhlemmer-gu-dev", "github.com/muhlemmer/gu"),  # 7
    "pam": ("golang-github-msteinert-pam-dev", "github.com/msteinert/pam"),  # 7
    "raw": ("golang-github-mdlayher-raw-dev", "github.com/mdlayher/raw"),  # 7
    "boulder": ("golang-github-letsencrypt-boulder-dev", "github.com/letsencrypt/boulder"),  # 7
    "pretty": ("golang-github-kr-pretty-dev", "github.com/kr/pretty"),  # 7
    "osext": ("golang-github-kardianos-osext-dev", "github.com/kardianos/osext"),  # 7
    "pp": ("golang-github-k0kubun-pp-dev", "github.com/k0kubun/pp"),  # 7
    "minimal": ("golang-github-jesseduffield-minimal-dev", "github.com/jesseduffield/minimal"),  # 7
    "tdigest": ("golang-github-influxdata-tdigest-dev", "github.com/influxdata/tdigest"),  # 7
    "sourcemap": (
        "golang-github-go-sourcemap-sourcemap-dev",
        "github.com/go-sourcemap/sourcemap",
    ),  # 7
    "noise": ("golang-github-flynn-noise-dev", "github.com/flynn/noise"),  # 7
    "fernet-go": ("golang-github-fernet-fernet-go-dev", "github.com/fernet/fernet-go"),  # 7
    "mmap-go": ("golang-github-edsrzf-mmap-go-dev", "github.com/edsrzf/mmap-go"),  # 7
    "docopt-go": ("golang-github-docopt-docopt-go-dev", "github.com/docopt/docopt-go"),  # 7
    "magic": ("golang-github-deitch-magic-dev", "github.com/deitch/magic"),  # 7
    "bincover": (
        "golang-github-confluentinc-bincover-dev",
        "github.com/confluentinc/bincover",
    ),  # 7
    "version": (
        "golang-github-bitnami-go-version-dev",
        "github.com/bitnami/go-version/pkg/version",
    ),  # 7
    "bigmod": ("golang-filippo-bigmod-dev", "filippo.io/bigmod"),  # 7
    "socks": ("golang-h12-socks-dev", "h12.io/socks"),  # 6
    "go-losetup.v1": (
        "golang-gopkg-freddierice-go-losetup.v1-dev",
        "gopkg.in/freddierice/go-losetup.v1",
    ),  # 6
    "recfile-v3": ("golang-go.cypherpunks-recfile-dev", "go.cypherpunks.su/recfile/v3"),  # 6
    "wyhash": ("golang-github-zeebo-wyhash-dev", "github.com/zeebo/wyhash"),  # 6
    "goldmark-emoji": (
        "golang-github-yuin-goldmark-emoji-dev",
        "github.com/yuin/goldmark-emoji",
    ),  # 6
    "go-riff": ("golang-github-youpy-go-riff-dev", "github.com/youpy/go-riff"),  # 6
    "tagparser-v2": (
        "golang-github-vmihailenco-tagparser.v2-dev",
        "github.com/vmihailenco/tagparser/v2",
    ),  # 6
    "tagparser": (
        "golang-github-vmihailenco-tagparser-dev",
        "github.com/vmihailenco/tagparser",
    ),  # 6
    "secure": ("golang-github-unrolled-secure-dev", "github.com/unrolled/secure"),  # 6
    "mnemonicode": ("golang-github-schollz-mnemonicode-dev", "github.com/schollz/mnemonicode"),  # 6
    "mysqlrouter-go": (
        "golang-github-rluisr-mysqlrouter-go-dev",
        "github.com/rluisr/mysqlrouter-go",
    ),  # 6
    "iso8601": ("golang-github-relvacode-iso8601-dev", "github.com/relvacode/iso8601"),  # 6
    "gpgme": ("golang-github-proglottis-gpgme-dev", "github.com/proglottis/gpgme"),  # 6
    "guesswidth": ("golang-github-noborus-guesswidth-dev", "github.com/noborus/guesswidth"),  # 6
    "cr2": ("golang-github-nf-cr2-dev", "github.com/nf/cr2"),  # 6
    "goar": ("golang-github-mkrautz-goar-dev", "github.com/mkrautz/goar"),  # 6
    "packet": ("golang-github-mdlayher-packet-dev", "github.com/mdlayher/packet"),  # 6
    "csscolorparser": (
        "golang-github-mazznoer-csscolorparser-dev",
        "github.com/mazznoer/csscolorparser",
    ),  # 6
    "is": ("golang-github-matryer-is-dev", "github.com/matryer/is"),  # 6
    "dhcpdns": ("golang-github-lifenjoiner-dhcpdns-dev", "github.com/lifenjoiner/dhcpdns"),  # 6
    "httprouter": (
        "golang-github-julienschmidt-httprouter-dev",
        "github.com/julienschmidt/httprouter",
    ),  # 6
    "syllables": ("golang-github-jdkato-syllables-dev", "github.com/jdkato/syllables"),  # 6
    "tachymeter": (
        "golang-github-jamiealquiza-tachymeter-dev",
        "github.com/jamiealquiza/tachymeter",
    ),  # 6
    "terraform-registry-address": (
        "golang-github-hashicorp-terraform-registry-address-dev",
        "github.com/hashicorp/terraform-registry-address",
    ),  # 6
    "go-rootcerts": (
        "golang-github-hashicorp-go-rootcerts-dev",
        "github.com/hashicorp/go-rootcerts",
    ),  # 6
    "cronexpr": ("golang-github-gorhill-cronexpr-dev", "github.com/gorhill/cronexpr"),  # 6
    "namegenerator": (
        "golang-github-goombaio-namegenerator-dev",
        "github.com/goombaio/namegenerator",
    ),  # 6
    "jsonreference": (
        "golang-github-go-openapi-jsonreference-dev",
        "github.com/go-openapi/jsonreference",
    ),  # 6
    "jwz": ("golang-github-gatherstars-com-jwz-dev", "github.com/gatherstars-com/jwz"),  # 6
    "scsu": ("golang-github-dop251-scsu-dev", "github.com/dop251/scsu"),  # 6
    "go-units": ("golang-github-docker-go-units-dev", "github.com/docker/go-units"),  # 6
    "varcaser": (
        "golang-github-danverbraganza-varcaser-dev",
        "github.com/danverbraganza/varcaser/varcaser",
    ),  # 6
    "go-figure": (
        "golang-github-common-nighthawk-go-figure-dev",
        "github.com/common-nighthawk/go-figure",
    ),  # 6
    "go-bitmap": ("golang-github-boljen-go-bitmap-dev", "github.com/boljen/go-bitmap"),  # 6
    "golang-ical": ("golang-github-arran4-golang-ical-dev", "github.com/arran4/golang-ical"),  # 6
    "go-version": ("golang-github-anchore-go-version-dev", "github.com/anchore/go-version"),  # 6
    "term-grid": (
        "golang-github-achannarasappa-term-grid-dev",
        "github.com/achannarasappa/term-grid",
    ),  # 6
    "easyproto": (
        "golang-github-victoriametrics-easyproto-dev",
        "github.com/VictoriaMetrics/easyproto",
    ),  # 6
    "reflink": ("golang-github-karpeleslab-reflink-dev", "github.com/KarpelesLab/reflink"),  # 6
    "reply": ("golang-forgejo-forgejo-reply-dev", "code.forgejo.org/forgejo/reply"),  # 6
    "actions-proto": (
        "golang-forgejo-forgejo-actions-proto-dev",
        "code.forgejo.org/forgejo/actions-proto",
    ),  # 6
    "mauflag": ("golang-maunium-go-mauflag-dev", "maunium.net/go/mauflag"),  # 5
    "qpp": ("golang-github-xtaci-qpp-dev", "github.com/xtaci/qpp"),  # 5
    "predicate": ("golang-github-vulcand-predicate-dev", "github.com/vulcand/predicate"),  # 5
    "go-sysfs": ("golang-github-ungerik-go-sysfs-dev", "github.com/ungerik/go-sysfs"),  # 5
    "todo": (
        "golang-github-stefanhaller-git-todo-parser-dev",
        "github.com/stefanhaller/git-todo-parser/todo",
    ),  # 5
    "spaolacci-murmur3": (
        "golang-github-spaolacci-murmur3-dev",
        "github.com/spaolacci/murmur3",
    ),  # 5
    "certinfo": ("golang-github-smallstep-certinfo-dev", "github.com/smallstep/certinfo"),  # 5
    "walker": ("golang-github-saracen-walker-dev", "github.com/saracen/walker"),  # 5
    "unidecode": ("golang-github-rainycape-unidecode-dev", "github.com/rainycape/unidecode"),  # 5
    "packageurl-go": (
        "golang-github-package-url-packageurl-go-dev",
        "github.com/package-url/packageurl-go",
    ),  # 5
    "hashstructure": (
        "golang-github-mitchellh-hashstructure-dev",
        "github.com/mitchellh/hashstructure",
    ),  # 5
    "openid2": ("golang-github-mhilton-openid-dev", "github.com/mhilton/openid/openid2"),  # 5
    "go-shellwords": (
        "golang-github-mattn-go-shellwords-dev",
        "github.com/mattn/go-shellwords",
    ),  # 5
    "junegunn-go-shellwords": (
        "golang-github-junegunn-go-shellwords-dev",
        "github.com/junegunn/go-shellwords",
    ),  # 5
    "godotenv": ("golang-github-joho-godotenv-dev", "github.com/joho/godotenv"),  # 5
    "timeutil": ("golang-github-jacobsa-timeutil-dev", "github.com/jacobsa/timeutil"),  # 5
    "identicon": ("golang-github-issue9-identicon-dev", "github.com/issue9/identicon"),  # 5
    "gosimple-unidecode": (
        "golang-github-gosimple-unidecode-dev",
        "github.com/gosimple/unidecode",
    ),  # 5
    "gohugoio-hashstructure": (
        "golang-github-gohugoio-hashstructure-dev",
        "github.com/gohugoio/hashstructure",
    ),  # 5
    "git-pkgs-packageurl-go": (
        "golang-github-git-pkgs-packageurl-go-dev",
        "github.com/git-pkgs/packageurl-go",
    ),  # 5
    "fexpr": ("golang-github-ganigeorgiev-fexpr-dev", "github.com/ganigeorgiev/fexpr"),  # 5
    "git-todo-parser-todo": (
        "golang-github-fsmiamoto-git-todo-parser-dev",
        "github.com/fsmiamoto/git-todo-parser/todo",
    ),  # 5
    "minhash-lsh": ("golang-github-ekzhu-minhash-lsh-dev", "github.com/ekzhu/minhash-lsh"),  # 5
    "goconf": ("golang-github-dlintw-goconf-dev", "github.com/dlintw/goconf"),  # 5
    "go-md2man-v2": (
        "golang-github-cpuguy83-go-md2man-v2-dev",
        "github.com/cpuguy83/go-md2man/v2",
    ),  # 5
    "typeurl": ("golang-github-containerd-typeurl-dev", "github.com/containerd/typeurl"),  # 5
    "fastsha256": ("golang-github-btcsuite-fastsha256-dev", "github.com/btcsuite/fastsha256"),  # 5
    "bix": ("golang-github-brentp-bix-dev", "github.com/brentp/bix"),  # 5
    "ghinstallation": (
        "golang-github-bradleyfalzon-ghinstallation-dev",
        "github.com/bradleyfalzon/ghinstallation",
    ),  # 5
    "ar": ("golang-github-blakesmith-ar-dev", "github.com/blakesmith/ar"),  # 5
    "go-pep440-version": (
        "golang-github-aquasecurity-go-pep440-version-dev",
        "github.com/aquasecurity/go-pep440-version",
    ),  # 5
    "go-singleinstance": (
        "golang-github-allan-simon-go-singleinstance-dev",
        "github.com/allan-simon/go-singleinstance",
    ),  # 5
    "units": ("golang-github-alecthomas-units-dev", "github.com/alecthomas/units"),  # 5
    "registry-auth": (
        "golang-github-adxgun-registry-auth-dev",
        "github.com/adxgun/registry-auth",
    ),  # 5
    "gohistogram": (
        "golang-github-vividcortex-gohistogram-dev",
        "github.com/VividCortex/gohistogram",
    ),  # 5
    "purell": ("golang-github-puerkitobio-purell-dev", "github.com/PuerkitoBio/purell"),  # 5
    "go-autostart": (
        "golang-github-protonmail-go-autostart-dev",
        "github.com/ProtonMail/go-autostart",
    ),  # 5
    "bytefmt": ("golang-code.cloudfoundry-bytefmt-dev", "code.cloudfoundry.org/bytefmt"),  # 5
    "goidentity.v2": (
        "golang-gopkg-jcmturner-goidentity.v2-dev",
        "gopkg.in/jcmturner/goidentity.v2",
    ),  # 4
    "ptutil": (
        "golang-ptutil-dev",
        "gitlab.torproject.org/tpo/anti-censorship/pluggable-transports/ptutil",
    ),  # 4
    "simpleredis": ("golang-github-xyproto-simpleredis-dev", "github.com/xyproto/simpleredis"),  # 4
    "go-archvariant": (
        "golang-github-tonistiigi-go-archvariant-dev",
        "github.com/tonistiigi/go-archvariant",
    ),  # 4
    "xorsimd": ("golang-github-templexxx-xorsimd-dev", "github.com/templexxx/xorsimd"),  # 4
    "bom": ("golang-github-spkg-bom-dev", "github.com/spkg/bom"),  # 4
    "flag": ("golang-github-smira-flag-dev", "github.com/smira/flag"),  # 4
    "configdir": ("golang-github-shibukawa-configdir-dev", "github.com/shibukawa/configdir"),  # 4
    "stable": ("golang-github-shenwei356-stable-dev", "github.com/shenwei356/stable"),  # 4
    "password": (
        "golang-github-sethvargo-go-password-dev",
        "github.com/sethvargo/go-password/password",
    ),  # 4
    "sabhiram-go-gitignore": (
        "golang-github-sabhiram-go-gitignore-dev",
        "github.com/sabhiram/go-gitignore",
    ),  # 4
    "memfs": ("golang-github-psanford-memfs-dev", "github.com/psanford/memfs"),  # 4
    "geoip2-golang-v2": (
        "golang-github-oschwald-geoip2-golang-v2-dev",
        "github.com/oschwald/geoip2-golang/v2",
    ),  # 4
    "ripper": ("golang-github-odeke-em-ripper-dev", "github.com/odeke-em/ripper"),  # 4
    "go-stringutil": (
        "golang-github-naoina-go-stringutil-dev",
        "github.com/naoina/go-stringutil",
    ),  # 4
    "flowrate": ("golang-github-mxk-go-flowrate-dev", "github.com/mxk/go-flowrate/flowrate"),  # 4
    "fileutils": ("golang-github-mrunalp-fileutils-dev", "github.com/mrunalp/fileutils"),  # 4
    "aec": ("golang-github-morikuni-aec-dev", "github.com/morikuni/aec"),  # 4
    "str": ("golang-github-mgutz-str-dev", "github.com/mgutz/str"),  # 4
    "gohex": ("golang-github-marcinbor85-gohex-dev", "github.com/marcinbor85/gohex"),  # 4
    "vtclean": ("golang-github-lunixbochs-vtclean-dev", "github.com/lunixbochs/vtclean"),  # 4
    "godbc": ("golang-github-lpabon-godbc-dev", "github.com/lpabon/godbc"),  # 4
    "go-ansi-parser": (
        "golang-github-leaanthony-go-ansi-parser-dev",
        "github.com/leaanthony/go-ansi-parser",
    ),  # 4
    "fs": ("golang-github-kr-fs-dev", "github.com/kr/fs"),  # 4
    "gosign": ("golang-github-joyent-gosign-dev", "github.com/joyent/gosign"),  # 4
    "go-minisign": (
        "golang-github-jedisct1-go-minisign-dev",
        "github.com/jedisct1/go-minisign",
    ),  # 4
    "aescts-v2": ("golang-github-jcmturner-aescts.v2-dev", "github.com/jcmturner/aescts/v2"),  # 4
    "go-nat-pmp": ("golang-github-jackpal-go-nat-pmp-dev", "github.com/jackpal/go-nat-pmp"),  # 4
    "go-cleanhttp": (
        "golang-github-hashicorp-go-cleanhttp-dev",
        "github.com/hashicorp/go-cleanhttp",
    ),  # 4
    "asciigraph": (
        "golang-github-guptarohit-asciigraph-dev",
        "github.com/guptarohit/asciigraph",
    ),  # 4
    "deep": ("golang-github-go-test-deep-dev", "github.com/go-test/deep"),  # 4
    "ciinfo": ("golang-github-gkampitakis-ciinfo-dev", "github.com/gkampitakis/ciinfo"),  # 4
    "changelog": ("golang-github-git-pkgs-changelog-dev", "github.com/git-pkgs/changelog"),  # 4
    "fatih-color": ("golang-github-fatih-color-dev", "github.com/fatih/color"),  # 4
    "asciiset": (
        "golang-github-elliotwutingfeng-asciiset-dev",
        "github.com/elliotwutingfeng/asciiset",
    ),  # 4
    "go-metro": ("golang-github-dgryski-go-metro-dev", "github.com/dgryski/go-metro"),  # 4
    "varint": ("golang-github-dennwc-varint-dev", "github.com/dennwc/varint"),  # 4
    "go-colortext": (
        "golang-github-daviddengcn-go-colortext-dev",
        "github.com/daviddengcn/go-colortext",
    ),  # 4
    "go-i2c": ("golang-github-d2r2-go-i2c-dev", "github.com/d2r2/go-i2c"),  # 4
    "dhcp4": ("golang-github-d2g-dhcp4-dev", "github.com/d2g/dhcp4"),  # 4
    "go-semver": ("golang-github-coreos-go-semver-dev", "github.com/coreos/go-semver"),  # 4
    "hdrhistogram": (
        "golang-github-codahale-hdrhistogram-dev",
        "github.com/codahale/hdrhistogram",
    ),  # 4
    "safeexec": ("golang-github-cli-safeexec-dev", "github.com/cli/safeexec"),  # 4
    "zerossl": ("golang-github-caddyserver-zerossl-dev", "github.com/caddyserver/zerossl"),  # 4
    "logrus-logstash-hook": (
        "golang-github-bshuster-repo-logrus-logstash-hook-dev",
        "github.com/bshuster-repo/logrus-logstash-hook",
    ),  # 4
    "osinfo": ("golang-github-blackfireio-osinfo-dev", "github.com/blackfireio/osinfo"),  # 4
    "recording": ("golang-github-evilsocket-recording-dev", "github.com/bettercap/recording"),  # 4
    "tmc": ("golang-github-bep-tmc-dev", "github.com/bep/tmc"),  # 4
    "golocales": ("golang-github-bep-golocales-dev", "github.com/bep/golocales"),  # 4
    "golibjpegturbo": (
        "golang-github-antonini-golibjpegturbo-dev",
        "github.com/antonini/golibjpegturbo",
    ),  # 4
    "go-filemutex": (
        "golang-github-alexflint-go-filemutex-dev",
        "github.com/alexflint/go-filemutex",
    ),  # 4
    "papipes": ("golang-github-akosmarton-papipes-dev", "github.com/akosmarton/papipes"),  # 4
    "GOnetstat": ("golang-github-aelsabbahy-gonetstat-dev", "github.com/aelsabbahy/GOnetstat"),  # 4
    "logr": ("golang-github-twin-logr-dev", "github.com/TwiN/logr"),  # 4
    "heredoc-v2": (
        "golang-github-makenowjust-heredoc-v2-dev",
        "github.com/MakeNowJust/heredoc/v2",
    ),  # 4
    "go-wildcard": (
        "golang-github-iglou-eu-go-wildcard-dev",
        "github.com/IGLOU-EU/go-wildcard",
    ),  # 4
    "keygen": ("golang-filippo-keygen-dev", "filippo.io/keygen"),  # 4
    "technicolor": ("golang-pault-go-technicolor-dev", "pault.ag/go/technicolor"),  # 3
    "ndr": ("golang-gopkg-jcmturner-rpc.v0-dev", "gopkg.in/jcmturner/rpc.v0/ndr"),  # 3
    "testifyjson": ("golang-bugst-testifyjson-dev", "go.bug.st/testifyjson"),  # 3
    "gson": ("golang-github-ysmood-gson-dev", "github.com/ysmood/gson"),  # 3
    "ssh-agent": ("golang-github-xanzy-ssh-agent-dev", "github.com/xanzy/ssh-agent"),  # 3
    "logrus-prefixed-formatter": (
        "golang-github-x-cray-logrus-prefixed-formatter-dev",
        "github.com/x-cray/logrus-prefixed-formatter",
    ),  # 3
    "gopom": ("golang-github-vifraa-gopom-dev", "github.com/vifraa/gopom"),  # 3
    "histogram": ("golang-github-valyala-histogram-dev", "github.com/valyala/histogram"),  # 3
    "go-redirects": ("golang-github-tj-go-redirects-dev", "github.com/tj/go-redirects"),  # 3
    "tkeyclient": ("golang-github-tillitis-tkeyclient-dev", "github.com/tillitis/tkeyclient"),  # 3
    "go-gitconfig": (
        "golang-github-tcnksm-go-gitconfig-dev",
        "github.com/tcnksm/go-gitconfig",
    ),  # 3
    "go-prettytable": (
        "golang-github-tatsushid-go-prettytable-dev",
        "github.com/tatsushid/go-prettytable",
    ),  # 3
    "writerset": (
        "golang-github-stephens2424-writerset-dev",
        "github.com/stephens2424/writerset",
    ),  # 3
    "knownhosts": ("golang-github-skeema-knownhosts-dev", "github.com/skeema/knownhosts"),  # 3
    "uevent": ("golang-github-s-urbaniak-uevent-dev", "github.com/s-urbaniak/uevent"),  # 3
    "plural": ("golang-github-rickb777-plural-dev", "github.com/rickb777/plural"),  # 3
    "logging": ("golang-github-pion-logging-dev", "github.com/pion/logging"),  # 3
    "geoip2-golang": (
        "golang-github-oschwald-geoip2-golang-dev",
        "github.com/oschwald/geoip2-golang",
    ),  # 3
    "reflections": ("golang-github-oleiade-reflections-dev", "github.com/oleiade/reflections"),  # 3
    "yaml": ("golang-github-oasdiff-yaml-dev", "github.com/oasdiff/yaml"),  # 3
    "astrewrite": ("golang-github-neelance-astrewrite-dev", "github.com/neelance/astrewrite"),  # 3
    "nuid": ("golang-github-nats-io-nuid-dev", "github.com/nats-io/nuid"),  # 3
    "jsonc": (
        "golang-github-muhammadmuzzammil1998-jsonc-dev",
        "github.com/muhammadmuzzammil1998/jsonc",
    ),  # 3
    "combinator": ("golang-github-muesli-combinator-dev", "github.com/muesli/combinator"),  # 3
    "go-xmlrpc": ("golang-github-mattn-go-xmlrpc-dev", "github.com/mattn/go-xmlrpc"),  # 3
    "go-pointer": ("golang-github-mattn-go-pointer-dev", "github.com/mattn/go-pointer"),  # 3
    "go-ciede2000": ("golang-github-mattn-go-ciede2000-dev", "github.com/mattn/go-ciede2000"),  # 3
    "semaphore-v2": (
        "golang-github-marusama-semaphore-dev",
        "github.com/marusama/semaphore/v2",
    ),  # 3
    "go-mock": ("golang-github-maraino-go-mock-dev", "github.com/maraino/go-mock"),  # 3
    "machinebox-graphql": (
        "golang-github-machinebox-graphql-dev",
        "github.com/machinebox/graphql",
    ),  # 3
    "gio-2.0": ("golang-gir-gio-2.0-dev", "github.com/linuxdeepin/go-gir/gio-2.0"),  # 3
    "option": ("golang-github-lestrrat-go-option-dev", "github.com/lestrrat-go/option"),  # 3
    "emoji-v2": ("golang-github-kyokomi-emoji-dev", "github.com/kyokomi/emoji/v2"),  # 3
    "go-windows-terminal-sequences": (
        "golang-github-konsorten-go-windows-terminal-sequences-dev",
        "github.com/konsorten/go-windows-terminal-sequences",
    ),  # 3
    "imohash": ("golang-github-kalafut-imohash-dev", "github.com/kalafut/imohash"),  # 3
    "whirlpool": ("golang-github-jzelinskie-whirlpool-dev", "github.com/jzelinskie/whirlpool"),  # 3
    "xsecretbox": ("golang-github-jedisct1-xsecretbox-dev", "github.com/jedisct1/xsecretbox"),  # 3
    "pgio": ("golang-github-jackc-pgio-dev", "github.com/jackc/pgio"),  # 3
    "invopop-yaml": ("golang-github-invopop-yaml-dev", "github.com/invopop/yaml"),  # 3
    "dexlogconfig": (
        "golang-github-hlandau-dexlogconfig-dev",
        "github.com/hlandau/dexlogconfig",
    ),  # 3
    "logutils": ("golang-github-hashicorp-logutils-dev", "github.com/hashicorp/logutils"),  # 3
    "ristretto255": ("golang-github-gtank-ristretto255-dev", "github.com/gtank/ristretto255"),  # 3
    "location": ("golang-github-gotify-location-dev", "github.com/gotify/location"),  # 3
    "scanner": ("golang-github-gorilla-css-dev", "github.com/gorilla/css/scanner"),  # 3
    "ggd-utils": ("golang-github-gogetdata-ggd-utils-dev", "github.com/gogetdata/ggd-utils"),  # 3
    "stdr": ("golang-github-go-logr-stdr-dev", "github.com/go-logr/stdr"),  # 3
    "inflector": ("golang-github-gedex-inflector-dev", "github.com/gedex/inflector"),  # 3
    "sortorder": ("golang-github-fvbommel-sortorder-dev", "github.com/fvbommel/sortorder"),  # 3
    "go-imap-uidplus": (
        "golang-github-emersion-go-imap-uidplus-dev",
        "github.com/emersion/go-imap-uidplus",
    ),  # 3
    "gitoid": ("golang-github-edwarnicke-gitoid-dev", "github.com/edwarnicke/gitoid"),  # 3
    "go-xerial-snappy": (
        "golang-github-eapache-go-xerial-snappy-dev",
        "github.com/eapache/go-xerial-snappy",
    ),  # 3
    "blake2b": ("golang-github-dchest-blake2b-dev", "github.com/dchest/blake2b"),  # 3
    "go-fstab": ("golang-github-d-tux-go-fstab-dev", "github.com/d-tux/go-fstab"),  # 3
    "multichoose": ("golang-github-cqroot-multichoose-dev", "github.com/cqroot/multichoose"),  # 3
    "test": ("golang-github-chzyer-test-dev", "github.com/chzyer/test"),  # 3
    "logrus-prefix": (
        "golang-github-chappjc-logrus-prefix-dev",
        "github.com/chappjc/logrus-prefix",
    ),  # 3
    "hub": ("golang-github-cenkalti-hub-dev", "github.com/cenkalti/hub"),  # 3
    "incontainer": ("golang-github-calmh-incontainer-dev", "github.com/calmh/incontainer"),  # 3
    "gotabulate": ("golang-github-bndr-gotabulate-dev", "github.com/bndr/gotabulate"),  # 3
    "go-osc52": (
        "golang-github-aymanbagabas-go-osc52-dev",
        "github.com/aymanbagabas/go-osc52",
    ),  # 3
    "nested-logrus-formatter": (
        "golang-github-antonfisher-nested-logrus-formatter-dev",
        "github.com/antonfisher/nested-logrus-formatter",
    ),  # 3
    "go-macholibre": (
        "golang-github-anchore-go-macholibre-dev",
        "github.com/anchore/go-macholibre",
    ),  # 3
    "go-collections": (
        "golang-github-anchore-go-collections-dev",
        "github.com/anchore/go-collections",
    ),  # 3
    "bcrypt": ("golang-github-protonmail-bcrypt-dev", "github.com/ProtonMail/bcrypt"),  # 3
    "recli": (
        "golang-github-audriusbutkevicius-recli-dev",
        "github.com/AudriusButkevicius/recli",
    ),  # 3
    "shell": ("golang-bitbucket-creachadair-shell-dev", "bitbucket.org/creachadair/shell"),  # 3
    "topsort": ("golang-pault-go-topsort-dev", "pault.ag/go/topsort"),  # 2
    "gecos": ("golang-pault-go-gecos-dev", "pault.ag/go/gecos"),  # 2
    "augeas": ("golang-honnef-go-augeas-dev", "honnef.co/go/augeas"),  # 2
    "aescts.v1": ("golang-gopkg-jcmturner-aescts.v1-dev", "gopkg.in/jcmturner/aescts.v1"),  # 2
    "x11": ("golang-golang-x-x11-dev", "golang.design/x/x11"),  # 2
    "glob": ("golang-github-zyedidia-glob-dev", "github.com/zyedidia/glob"),  # 2
    "zeebo-assert": ("golang-github-zeebo-assert-dev", "github.com/zeebo/assert"),  # 2
    "gluare": ("golang-github-yuin-gluare-dev", "github.com/yuin/gluare"),  # 2
    "handysort": ("golang-github-xlab-handysort-dev", "github.com/xlab/handysort"),  # 2
    "go-str2duration": (
        "golang-github-xhit-go-str2duration-dev",
        "github.com/xhit/go-str2duration",
    ),  # 2
    "gojsonpointer": (
        "golang-github-xeipuuv-gojsonpointer-dev",
        "github.com/xeipuuv/gojsonpointer",
    ),  # 2
    "go-magic-magic": ("golang-github-vimeo-go-magic-dev", "github.com/vimeo/go-magic/magic"),  # 2
    "cli-docs": ("golang-github-urfave-cli-docs-v3-dev", "github.com/urfave/cli-docs"),  # 2
    "tonistiigi-units": ("golang-github-tonistiigi-units-dev", "github.com/tonistiigi/units"),  # 2
    "tinyqueue": ("golang-github-tidwall-tinyqueue-dev", "github.com/tidwall/tinyqueue"),  # 2
    "match": ("golang-github-tidwall-match-dev", "github.com/tidwall/match"),  # 2
    "gjson": ("golang-github-tidwall-gjson-dev", "github.com/tidwall/gjson"),  # 2
    "levenshtein": (
        "golang-github-texttheater-golang-levenshtein-dev",
        "github.com/texttheater/golang-levenshtein/levenshtein",
    ),  # 2
    "gotenv": ("golang-github-subosito-gotenv-dev", "github.com/subosito/gotenv"),  # 2
    "cookiejarparser": (
        "golang-github-ssgelm-cookiejarparser-dev",
        "github.com/ssgelm/cookiejarparser",
    ),  # 2
    "fsync": ("golang-github-spf13-fsync-dev", "github.com/spf13/fsync"),  # 2
    "smallstep-assert": ("golang-github-smallstep-assert-dev", "github.com/smallstep/assert"),  # 2
    "xopen": ("golang-github-shenwei356-xopen-dev", "github.com/shenwei356/xopen"),  # 2
    "natsort": ("golang-github-shenwei356-natsort-dev", "github.com/shenwei356/natsort"),  # 2
    "ingo": ("golang-github-schachmat-ingo-dev", "github.com/schachmat/ingo"),  # 2
    "skiplist": (
        "golang-github-ryszard-goskiplist-dev",
        "github.com/ryszard/goskiplist/skiplist",
    ),  # 2
    "go-rustaudit": (
        "golang-github-rust-secure-code-go-rustaudit-dev",
        "github.com/rust-secure-code/go-rustaudit",
    ),  # 2
    "table": ("golang-github-rodaine-table-dev", "github.com/rodaine/table"),  # 2
    "loginshell": ("golang-github-riywo-loginshell-dev", "github.com/riywo/loginshell"),  # 2
    "prom2json": ("golang-github-prometheus-prom2json-dev", "github.com/prometheus/prom2json"),  # 2
    "jetset": ("golang-github-pointlander-jetset-dev", "github.com/pointlander/jetset"),  # 2
    "difflib": (
        "golang-github-pmezard-go-difflib-dev",
        "github.com/pmezard/go-difflib/difflib",
    ),  # 2
    "pixfont": ("golang-github-pbnjay-pixfont-dev", "github.com/pbnjay/pixfont"),  # 2
    "neelance-sourcemap": (
        "golang-github-neelance-sourcemap-dev",
        "github.com/neelance/sourcemap",
    ),  # 2
    "st": ("golang-github-nbio-st-dev", "github.com/nbio/st"),  # 2
    "goconfigparser": (
        "golang-github-mvo5-goconfigparser-dev",
        "github.com/mvo5/goconfigparser",
    ),  # 2
    "go-base36": (
        "golang-github-multiformats-go-base36-dev",
        "github.com/multiformats/go-base36",
    ),  # 2
    "deepcopy": ("golang-github-mohae-deepcopy-dev", "github.com/mohae/deepcopy"),  # 2
    "goxpp": ("golang-github-mmcdole-goxpp-dev", "github.com/mmcdole/goxpp"),  # 2
    "go-wordwrap": (
        "golang-github-mitchellh-go-wordwrap-dev",
        "github.com/mitchellh/go-wordwrap",
    ),  # 2
    "colorstring": (
        "golang-github-mitchellh-colorstring-dev",
        "github.com/mitchellh/colorstring",
    ),  # 2
    "did-x509-resolver": (
        "golang-github-microsoft-didx509go-dev",
        "github.com/microsoft/didx509go/pkg/did-x509-resolver",
    ),  # 2
    "mb0-glob": ("golang-github-mb0-glob-dev", "github.com/mb0/glob"),  # 2
    "color-extractor": (
        "golang-github-marekm4-color-extractor-dev",
        "github.com/marekm4/color-extractor",
    ),  # 2
    "minheap": ("golang-github-mailgun-minheap-dev", "github.com/mailgun/minheap"),  # 2
    "dedent": ("golang-github-lithammer-dedent-dev", "github.com/lithammer/dedent"),  # 2
    "jdn": ("golang-github-leemcloughlin-jdn-dev", "github.com/leemcloughlin/jdn"),  # 2
    "kotakanbe-logrus-prefixed-formatter": (
        "golang-github-kotakanbe-logrus-prefixed-formatter-dev",
        "github.com/kotakanbe/logrus-prefixed-formatter",
    ),  # 2
    "go-pop3": ("golang-github-knadh-go-pop3-dev", "github.com/knadh/go-pop3"),  # 2
    "sqlstruct": ("golang-github-kisielk-sqlstruct-dev", "github.com/kisielk/sqlstruct"),  # 2
    "k0kubun-colorstring": (
        "golang-github-k0kubun-colorstring-dev",
        "github.com/k0kubun/colorstring",
    ),  # 2
    "intern": ("golang-github-josharian-intern-dev", "github.com/josharian/intern"),  # 2
    "archivex": ("golang-github-jhoonb-archivex-dev", "github.com/jhoonb/archivex"),  # 2
    "kill": ("golang-github-jesseduffield-kill-dev", "github.com/jesseduffield/kill"),  # 2
    "jsonx": ("golang-github-jefferai-jsonx-dev", "github.com/jefferai/jsonx"),  # 2
    "go-dnsstamps": (
        "golang-github-jedisct1-go-dnsstamps-dev",
        "github.com/jedisct1/go-dnsstamps",
    ),  # 2
    "base85": (
        "golang-github-jamesruan-go-rfc1924-dev",
        "github.com/jamesruan/go-rfc1924/base85",
    ),  # 2
    "pgservicefile": (
        "golang-github-jackc-pgservicefile-dev",
        "github.com/jackc/pgservicefile",
    ),  # 2
    "cpuid": ("golang-github-intel-go-cpuid-dev", "github.com/intel-go/cpuid"),  # 2
    "iancoleman-orderedmap": (
        "golang-github-iancoleman-orderedmap-dev",
        "github.com/iancoleman/orderedmap",
    ),  # 2
    "rollrus": ("golang-github-heroku-rollrus-dev", "github.com/heroku/rollrus"),  # 2
    "go-uuid": ("golang-github-hashicorp-go-uuid-dev", "github.com/hashicorp/go-uuid"),  # 2
    "errwrap": ("golang-github-hashicorp-errwrap-dev", "github.com/hashicorp/errwrap"),  # 2
    "html-strip-tags-go": (
        "golang-github-grokify-html-strip-tags-go-dev",
        "github.com/grokify/html-strip-tags-go",
    ),  # 2
    "urlx": ("golang-github-goware-urlx-dev", "github.com/goware/urlx"),  # 2
    "shlex": ("golang-github-google-shlex-dev", "github.com/google/shlex"),  # 2
    "inflect": ("golang-github-go-openapi-inflect-dev", "github.com/go-openapi/inflect"),  # 2
    "zerologr": ("golang-github-go-logr-zerologr-dev", "github.com/go-logr/zerologr"),  # 2
    "netrc": ("golang-github-git-lfs-go-netrc-dev", "github.com/git-lfs/go-netrc/netrc"),  # 2
    "gcla-deep": ("golang-github-gcla-deep-dev", "github.com/gcla/deep"),  # 2
    "sve-as": ("golang-github-fwessels-sve-as-dev", "github.com/fwessels/sve-as"),  # 2
    "filenamify": ("golang-github-flytam-filenamify-dev", "github.com/flytam/filenamify"),  # 2
    "structtag": ("golang-github-fatih-structtag-dev", "github.com/fatih/structtag"),  # 2
    "symwalk": ("golang-github-facebookgo-symwalk-dev", "github.com/facebookgo/symwalk"),  # 2
    "subset": ("golang-github-facebookgo-subset-dev", "github.com/facebookgo/subset"),  # 2
    "go-textwrapper": (
        "golang-github-emersion-go-textwrapper-dev",
        "github.com/emersion/go-textwrapper",
    ),  # 2
    "exiffix": ("golang-github-edwvee-exiffix-dev", "github.com/edwvee/exiffix"),  # 2
    "dylanmei-iso8601": ("golang-github-dylanmei-iso8601-dev", "github.com/dylanmei/iso8601"),  # 2
    "go-minhash": ("golang-github-dgryski-go-minhash-dev", "github.com/dgryski/go-minhash"),  # 2
    "go-clockpro": ("golang-github-dgryski-go-clockpro-dev", "github.com/dgryski/go-clockpro"),  # 2
    "ioctl": ("golang-github-dennwc-ioctl-dev", "github.com/dennwc/ioctl"),  # 2
    "fnmatch": ("golang-github-danwakefield-fnmatch-dev", "github.com/danwakefield/fnmatch"),  # 2
    "go-bfloat16": ("golang-github-d4l3k-go-bfloat16-dev", "github.com/d4l3k/go-bfloat16"),  # 2
    "chefcrypto": ("golang-github-ctdk-chefcrypto-dev", "github.com/ctdk/chefcrypto"),  # 2
    "utf7": ("golang-github-cention-sany-utf7-dev", "github.com/cention-sany/utf7"),  # 2
    "le_go": ("golang-github-bsphere-le-go-dev", "github.com/bsphere/le_go"),  # 2
    "go-vlq": ("golang-github-bsm-go-vlq-dev", "github.com/bsm/go-vlq"),  # 2
    "cityhash": (
        "golang-github-bradenhilton-cityhash-dev",
        "github.com/bradenhilton/cityhash",
    ),  # 2
    "go-netrc-netrc": (
        "golang-github-bgentry-go-netrc-dev",
        "github.com/bgentry/go-netrc/netrc",
    ),  # 2
    "gitmap": ("golang-github-bep-gitmap-dev", "github.com/bep/gitmap"),  # 2
    "clocks": ("golang-github-bep-clocks-dev", "github.com/bep/clocks"),  # 2
    "immutable": (
        "golang-github-benbjohnson-immutable-dev",
        "github.com/benbjohnson/immutable",
    ),  # 2
    "go-osc52-v2": (
        "golang-github-aymanbagabas-go-osc52-v2-dev",
        "github.com/aymanbagabas/go-osc52/v2",
    ),  # 2
    "osrelease": ("golang-github-ashcrow-osrelease-dev", "github.com/ashcrow/osrelease"),  # 2
    "mtab": ("golang-github-artyom-mtab-dev", "github.com/artyom/mtab"),  # 2
    "go-timeutils": (
        "golang-github-arduino-go-timeutils-dev",
        "github.com/arduino/go-timeutils",
    ),  # 2
    "go-serial-utils": (
        "golang-github-arduino-go-serial-utils-dev",
        "github.com/arduino/go-serial-utils",
    ),  # 2
    "repr": ("golang-github-alecthomas-repr-dev", "github.com/alecthomas/repr"),  # 2
    "assert-v2": ("golang-github-alecthomas-assert-dev", "github.com/alecthomas/assert/v2"),  # 2
    "agnivade-levenshtein": (
        "golang-github-agnivade-levenshtein-dev",
        "github.com/agnivade/levenshtein",
    ),  # 2
    "arrayOperations": (
        "golang-github-adam-hanna-arrayoperations-dev",
        "github.com/adam-hanna/arrayOperations",
    ),  # 2
    "autoio": ("golang-github-abeconnelly-autoio-dev", "github.com/abeconnelly/autoio"),  # 2
    "ewma": ("golang-github-vividcortex-ewma-dev", "github.com/VividCortex/ewma"),  # 2
    "go-notify": ("golang-github-thecreeper-go-notify-dev", "github.com/TheCreeper/go-notify"),  # 2
    "logrus-bugsnag": (
        "golang-github-shopify-logrus-bugsnag-dev",
        "github.com/Shopify/logrus-bugsnag",
    ),  # 2
    "gabs": ("golang-github-jeffail-gabs-dev", "github.com/Jeffail/gabs"),  # 2
    "JsonConfigReader": (
        "golang-github-disposaboy-jsonconfigreader-dev",
        "github.com/DisposaBoy/JsonConfigReader",
    ),  # 2
    "go-xsd-duration": (
        "golang-sourcehut-mariusor-go-xsd-duration-dev",
        "git.sr.ht/~mariusor/go-xsd-duration",
    ),  # 2
    "mcaptcha": ("golang-codeberg-gusted-mcaptcha-dev", "codeberg.org/gusted/mcaptcha"),  # 2
    "go-headers": (
        "golang-codeberg-git-pages-go-headers-dev",
        "codeberg.org/git-pages/go-headers",
    ),  # 2
    "macchanger": ("golang-pault-go-macchanger-dev", "pault.ag/go/macchanger"),  # 1
    "config": ("golang-pault-go-config-dev", "pault.ag/go/config"),  # 1
    "base58": ("golang-go.gearno-encoding-base58-dev", "go.gearno.de/encoding/base58"),  # 1
    "pinterface": ("golang-github-xyproto-pinterface-dev", "github.com/xyproto/pinterface"),  # 1
    "htmlcolor": ("golang-github-x86kernel-htmlcolor-dev", "github.com/x86kernel/htmlcolor"),  # 1
    "webbrowser": (
        "golang-github-toqueteos-webbrowser-dev",
        "github.com/toqueteos/webbrowser",
    ),  # 1
    "tracerx": ("golang-github-rubyist-tracerx-dev", "github.com/rubyist/tracerx"),  # 1
    "jsoncolor": ("golang-github-nwidger-jsoncolor-dev", "github.com/nwidger/jsoncolor"),  # 1
    "edkey": ("golang-github-mikesmitty-edkey-dev", "github.com/mikesmitty/edkey"),  # 1
    "go-nmap": (
        "golang-github-lair-framework-go-nmap-dev",
        "github.com/lair-framework/go-nmap",
    ),  # 1
    "pgerrcode": ("golang-github-jackc-pgerrcode-dev", "github.com/jackc/pgerrcode"),  # 1
    "stoppableListener": (
        "golang-github-hydrogen18-stoppablelistener-dev",
        "github.com/hydrogen18/stoppableListener",
    ),  # 1
    "checkstyle": (
        "golang-github-haya14busa-go-checkstyle-dev",
        "github.com/haya14busa/go-checkstyle/checkstyle",
    ),  # 1
    "headers": ("golang-github-go-http-utils-headers-dev", "github.com/go-http-utils/headers"),  # 1
    "go-recaptcha": (
        "golang-github-dpapathanasiou-go-recaptcha-dev",
        "github.com/dpapathanasiou/go-recaptcha",
    ),  # 1
    "go.zipexe": ("golang-github-daaku-go.zipexe-dev", "github.com/daaku/go.zipexe"),  # 1
    "aryann-difflib": ("golang-github-aryann-difflib-dev", "github.com/aryann/difflib"),  # 1
    "mango-kong": (
        "golang-github-alecthomas-mango-kong-dev",
        "github.com/alecthomas/mango-kong",
    ),  # 1
    "stripansi": ("golang-github-acarl005-stripansi-dev", "github.com/acarl005/stripansi"),  # 1
    "mysqlerr": ("golang-github-vividcortex-mysqlerr-dev", "github.com/VividCortex/mysqlerr"),  # 1
    "AudriusButkevicius-go-nat-pmp": (
        "golang-github-audriusbutkevicius-go-nat-pmp-dev",
        "github.com/AudriusButkevicius/go-nat-pmp",
    ),  # 1
    "notificator": ("golang-github-0xax-notificator-dev", "github.com/0xAX/notificator"),  # 1
}
HELD_BACK_23 = {
    "genproto": ("golang-google-genproto-dev", "google.golang.org/genproto"),  # 969
    "tools-golang": ("golang-github-spdx-tools-golang-dev", "github.com/spdx/tools-golang"),  # 326
    "gocc": ("golang-github-goccmack-gocc-dev", "github.com/goccmack/gocc"),  # 277
    "gozxing": ("golang-github-makiuchi-d-gozxing-dev", "github.com/makiuchi-d/gozxing"),  # 251
    "linodego": ("golang-github-linode-linodego-dev", "github.com/linode/linodego"),  # 226
    "hcl-v2": ("golang-github-hashicorp-hcl-v2-dev", "github.com/hashicorp/hcl/v2"),  # 188
    "go-nmea": ("golang-github-adrianmo-go-nmea-dev", "github.com/adrianmo/go-nmea"),  # 170
    "go-chart": ("golang-github-wcharczuk-go-chart-dev", "github.com/wcharczuk/go-chart"),  # 165
    "patricia": ("golang-github-kentik-patricia-dev", "github.com/kentik/patricia"),  # 162
    "go-github-github": (
        "golang-github-google-go-github-dev",
        "github.com/google/go-github/github",
    ),  # 162
    "cdproto": ("golang-github-chromedp-cdproto-dev", "github.com/chromedp/cdproto"),  # 158
    "gitea": ("golang-code-gitea-sdk-dev", "code.gitea.io/sdk/gitea"),  # 141
    "cty": ("golang-github-zclconf-go-cty-dev", "github.com/zclconf/go-cty/cty"),  # 135
    "aip": ("golang-github-einride-aip-go-dev", "go.einride.tech/aip"),  # 123
    "go-sarif": ("golang-github-owenrumney-go-sarif-dev", "github.com/owenrumney/go-sarif"),  # 123
    "gods": ("golang-github-emirpasic-gods-dev", "github.com/emirpasic/gods"),  # 106
    "gods-v2": ("golang-github-emirpasic-gods-v2-dev", "github.com/emirpasic/gods/v2"),  # 105
    "go-efilib": ("golang-github-canonical-go-efilib-dev", "github.com/canonical/go-efilib"),  # 98
    "go-dbus-factory": (
        "golang-github-linuxdeepin-go-dbus-factory-dev",
        "github.com/linuxdeepin/go-dbus-factory",
    ),  # 97
    "easyjson": ("golang-github-mailru-easyjson-dev", "github.com/mailru/easyjson"),  # 94
    "continuity": (
        "golang-github-containerd-continuity-dev",
        "github.com/containerd/continuity",
    ),  # 93
    "wait4x.dev-v3": ("golang-wait4x-wait4x-dev", "wait4x.dev/v3"),  # 90
    "when": ("golang-github-olebedev-when-dev", "github.com/olebedev/when"),  # 90
    "structured-merge-diff": (
        "golang-k8s-sigs-structured-merge-diff-dev",
        "sigs.k8s.io/structured-merge-diff",
    ),  # 87
    "aws-sdk-go-base-v2": (
        "golang-github-hashicorp-aws-sdk-go-base-v2-dev",
        "github.com/hashicorp/aws-sdk-go-base/v2",
    ),  # 82
    "mxj-v2": ("golang-github-clbanning-mxj-dev", "github.com/clbanning/mxj/v2"),  # 82
    "pgpg": ("golang-github-johnkerl-pgpg-dev", "github.com/johnkerl/pgpg"),  # 79
    "goldmark": ("golang-github-yuin-goldmark-dev", "github.com/yuin/goldmark"),  # 75
    "dstream": ("golang-github-kshedden-dstream-dev", "github.com/kshedden/dstream"),  # 73
    "nobs": ("golang-github-henrydcase-nobs-dev", "github.com/henrydcase/nobs"),  # 70
    "dnsimple": (
        "golang-github-dnsimple-dnsimple-go-dev",
        "github.com/dnsimple/dnsimple-go/dnsimple",
    ),  # 70
    "pborman-getopt": ("golang-github-pborman-getopt-dev", "github.com/pborman/getopt"),  # 68
    "osutil": ("golang-github-tredoe-osutil-dev", "github.com/tredoe/osutil"),  # 67
    "gitobj-v2": ("golang-github-git-lfs-gitobj-dev", "github.com/git-lfs/gitobj/v2"),  # 67
    "activitypub": ("golang-github-go-ap-activitypub-dev", "github.com/go-ap/activitypub"),  # 66
    "go-sysconf": ("golang-github-tklauser-go-sysconf-dev", "github.com/tklauser/go-sysconf"),  # 64
    "cni": ("golang-github-appc-cni-dev", "github.com/containernetworking/cni"),  # 64
    "pgproto3-v2": ("golang-github-jackc-pgproto3-v2-dev", "github.com/jackc/pgproto3/v2"),  # 63
    "gengo": ("golang-github-kubernetes-gengo-dev", "k8s.io/gengo"),  # 61
    "go-funk": ("golang-github-thoas-go-funk-dev", "github.com/thoas/go-funk"),  # 61
    "uax29-v2": ("golang-github-clipperhouse-uax29-dev", "github.com/clipperhouse/uax29/v2"),  # 61
    "vtprotobuf": (
        "golang-github-planetscale-vtprotobuf-dev",
        "github.com/planetscale/vtprotobuf",
    ),  # 60
    "ffjson": ("golang-github-pquerna-ffjson-dev", "github.com/pquerna/ffjson"),  # 59
    "go-test-helpers-v3": (
        "golang-github-launchdarkly-go-test-helpers-v3-dev",
        "github.com/launchdarkly/go-test-helpers/v3",
    ),  # 58
    "go-set": ("golang-github-scylladb-go-set-dev", "github.com/scylladb/go-set"),  # 57
    "yaml-v4": ("golang-go.yaml-yaml-v4-dev", "go.yaml.in/yaml/v4"),  # 56
    "strfmt": ("golang-github-go-openapi-strfmt-dev", "github.com/go-openapi/strfmt"),  # 55
    "antlr-v4": ("golang-github-antlr4-go-antlr-dev", "github.com/antlr4-go/antlr/v4"),  # 54
    "go-gh": ("golang-github-cli-go-gh-dev", "github.com/cli/go-gh"),  # 53
    "gokeepasslib": (
        "golang-github-tobischo-gokeepasslib-dev",
        "github.com/tobischo/gokeepasslib",
    ),  # 49
    "go-attestation": (
        "golang-github-google-go-attestation-dev",
        "github.com/google/go-attestation",
    ),  # 49
    "terraform-plugin-log": (
        "golang-github-hashicorp-terraform-plugin-log-dev",
        "github.com/hashicorp/terraform-plugin-log",
    ),  # 48
    "date": ("golang-github-rickb777-date-dev", "github.com/rickb777/date"),  # 46
    "go-uefi": ("golang-github-foxboron-go-uefi-dev", "github.com/foxboron/go-uefi"),  # 46
    "expr": ("golang-github-antonmedv-expr-dev", "github.com/antonmedv/expr"),  # 45
    "generic": ("golang-github-zyedidia-generic-dev", "github.com/zyedidia/generic"),  # 43
    "json-gold": ("golang-github-piprate-json-gold-dev", "github.com/piprate/json-gold"),  # 42
    "oglematchers": (
        "golang-github-jacobsa-oglematchers-dev",
        "github.com/jacobsa/oglematchers",
    ),  # 41
    "go-charset": (
        "golang-github-paulrosania-go-charset-dev",
        "github.com/paulrosania/go-charset",
    ),  # 40
    "maxminddb-golang-v2": (
        "golang-github-oschwald-maxminddb-golang-v2-dev",
        "github.com/oschwald/maxminddb-golang/v2",
    ),  # 40
    "tspclient-go": (
        "golang-github-notaryproject-tspclient-go-dev",
        "github.com/notaryproject/tspclient-go",
    ),  # 40
    "ozzo-validation-v4": (
        "golang-github-go-ozzo-ozzo-validation.v4-dev",
        "github.com/go-ozzo/ozzo-validation/v4",
    ),  # 39
    "prose": ("golang-github-jdkato-prose-dev", "github.com/jdkato/prose"),  # 38
    "smimesign": ("golang-github-github-smimesign-dev", "github.com/github/smimesign"),  # 38
    "cmd-config": (
        "golang-k8s-sigs-kustomize-cmd-config-dev",
        "sigs.k8s.io/kustomize/cmd/config",
    ),  # 37
    "witness": ("golang-github-in-toto-witness-dev", "github.com/in-toto/witness"),  # 37
    "go-yaml": ("golang-github-goccy-go-yaml-dev", "github.com/goccy/go-yaml"),  # 37
    "goawk": ("golang-github-benhoyt-goawk-dev", "github.com/benhoyt/goawk"),  # 37
    "zeebo-blake3": ("golang-github-zeebo-blake3-dev", "github.com/zeebo/blake3"),  # 35
    "zxcvbn": ("golang-github-trustelem-zxcvbn-dev", "github.com/trustelem/zxcvbn"),  # 35
    "kingpin-v2": (
        "golang-gopkg-alecthomas-kingpin.v2-dev",
        "github.com/alecthomas/kingpin/v2",
    ),  # 35
    "go-eventlog": ("golang-github-google-go-eventlog-dev", "github.com/google/go-eventlog"),  # 34
    "svcutils.v1": ("golang-gopkg-hlandau-svcutils.v1-dev", "gopkg.in/hlandau/svcutils.v1"),  # 33
    "rkoesters-xdg": ("golang-github-rkoesters-xdg-dev", "github.com/rkoesters/xdg"),  # 32
    "go-clone": ("golang-github-huandu-go-clone-dev", "github.com/huandu/go-clone"),  # 32
    "restruct": ("golang-github-go-restruct-restruct-dev", "github.com/go-restruct/restruct"),  # 32
    "sqlcomment": ("golang-ariga-sqlcomment-dev", "ariga.io/sqlcomment"),  # 32
    "msgpack-v5": (
        "golang-github-vmihailenco-msgpack.v5-dev",
        "github.com/vmihailenco/msgpack/v5",
    ),  # 31
    "jsonschema": (
        "golang-github-santhosh-tekuri-jsonschema-dev",
        "github.com/santhosh-tekuri/jsonschema",
    ),  # 31
    "fiat-go": (
        "golang-github-mit-plv-fiat-crypto-dev",
        "github.com/mit-plv/fiat-crypto/fiat-go",
    ),  # 31
    "decimal128": (
        "golang-github-woodsbury-decimal128-dev",
        "github.com/woodsbury/decimal128",
    ),  # 30
    "go-cvss": ("golang-github-pandatix-go-cvss-dev", "github.com/pandatix/go-cvss"),  # 30
    "glamour": (
        "golang-github-charmbracelet-glamour-dev",
        "github.com/charmbracelet/glamour",
    ),  # 30
    "goji.io": ("golang-goji-dev", "goji.io"),  # 29
    "smallstep-pkcs7": ("golang-github-smallstep-pkcs7-dev", "github.com/smallstep/pkcs7"),  # 29
    "rdap": ("golang-github-registrobr-rdap-dev", "github.com/registrobr/rdap"),  # 29
    "go-tdx-guest": (
        "golang-github-google-go-tdx-guest-dev",
        "github.com/google/go-tdx-guest",
    ),  # 29
    "go-logr-logr": ("golang-github-go-logr-logr-dev", "github.com/go-logr/logr"),  # 29
    "docker-libtrust": ("golang-github-docker-libtrust-dev", "github.com/docker/libtrust"),  # 29
    "hm": ("golang-github-chewxy-hm-dev", "github.com/chewxy/hm"),  # 29
    "quicktemplate": (
        "golang-github-valyala-quicktemplate-dev",
        "github.com/valyala/quicktemplate",
    ),  # 28
    "gofeed": ("golang-github-mmcdole-gofeed-dev", "github.com/mmcdole/gofeed"),  # 28
    "go-gogs-client": (
        "golang-github-gogits-go-gogs-client-dev",
        "github.com/gogits/go-gogs-client",
    ),  # 28
    "siec": ("golang-github-tscholl2-siec-dev", "github.com/tscholl2/siec"),  # 27
    "go-multihash": (
        "golang-github-multiformats-go-multihash-dev",
        "github.com/multiformats/go-multihash",
    ),  # 27
    "aquasecurity-table": (
        "golang-github-aquasecurity-table-dev",
        "github.com/aquasecurity/table",
    ),  # 27
    "src-d-gcfg": ("golang-github-src-d-gcfg-dev", "github.com/src-d/gcfg"),  # 26
    "godirwalk": ("golang-github-karrick-godirwalk-dev", "github.com/karrick/godirwalk"),  # 26
    "ogletest": ("golang-github-jacobsa-ogletest-dev", "github.com/jacobsa/ogletest"),  # 26
    "go-ansiterm": ("golang-github-azure-go-ansiterm-dev", "github.com/Azure/go-ansiterm"),  # 26
    "protoc-gen-doc": (
        "golang-github-pseudomuto-protoc-gen-doc-dev",
        "github.com/pseudomuto/protoc-gen-doc",
    ),  # 25
    "sdp": ("golang-github-pion-sdp-dev", "github.com/pion/sdp"),  # 25
    "scribe": ("golang-github-mozilla-scribe-dev", "github.com/mozilla/scribe"),  # 25
    "libvirt-go-xml": (
        "golang-github-libvirt-libvirt-go-xml-dev",
        "github.com/libvirt/libvirt-go-xml",
    ),  # 25
    "oglemock": ("golang-github-jacobsa-oglemock-dev", "github.com/jacobsa/oglemock"),  # 25
    "go.rice": ("golang-github-geertjohan-go.rice-dev", "github.com/GeertJohan/go.rice"),  # 25
    "gcfg.v1": ("golang-gopkg-gcfg.v1-dev", "gopkg.in/gcfg.v1"),  # 24
    "automaxprocs": ("golang-uber-automaxprocs-dev", "go.uber.org/automaxprocs"),  # 24
    "go-deepcopy": ("golang-github-tiendc-go-deepcopy-dev", "github.com/tiendc/go-deepcopy"),  # 24
    "attestation": (
        "golang-github-in-toto-attestation-dev",
        "github.com/in-toto/attestation",
    ),  # 24
    "easygen": ("golang-github-go-easygen-easygen-dev", "github.com/go-easygen/easygen"),  # 24
    "aquasecurity-go-version": (
        "golang-github-aquasecurity-go-version-dev",
        "github.com/aquasecurity/go-version",
    ),  # 24
    "svchost": ("golang-github-opentofu-svchost-dev", "github.com/opentofu/svchost"),  # 23
    "reflect2": ("golang-github-modern-go-reflect2-dev", "github.com/modern-go/reflect2"),  # 23
    "googleapis": ("golang-github-gogo-googleapis-dev", "github.com/gogo/googleapis"),  # 23
    "bingo": ("golang-github-bwplotka-bingo-dev", "github.com/bwplotka/bingo"),  # 23
    "go-udiff": (
        "golang-github-aymanbagabas-go-udiff-dev",
        "github.com/aymanbagabas/go-udiff",
    ),  # 23
    "edwards25519": ("golang-filippo-edwards25519-dev", "filippo.io/edwards25519"),  # 23
    "go-vfs": ("golang-github-twpayne-go-vfs-dev", "github.com/twpayne/go-vfs"),  # 22
    "rardecode": ("golang-github-nwaples-rardecode-dev", "github.com/nwaples/rardecode"),  # 22
    "gnostic": ("golang-github-googleapis-gnostic-dev", "github.com/googleapis/gnostic"),  # 22
    "freetype": ("golang-github-golang-freetype-dev", "github.com/golang/freetype"),  # 22
    "vcfgo": ("golang-github-brentp-vcfgo-dev", "github.com/brentp/vcfgo"),  # 22
    "go-torrent": ("golang-github-autobrr-go-torrent-dev", "github.com/autobrr/go-torrent"),  # 22
    "gofumpt": ("golang-mvdan-gofumpt-dev", "mvdan.cc/gofumpt"),  # 21
    "yaml3": ("golang-github-oasdiff-yaml3-dev", "github.com/oasdiff/yaml3"),  # 21
    "logxi-v1": ("golang-github-mgutz-logxi-dev", "github.com/mgutz/logxi/v1"),  # 21
    "go-bexpr": ("golang-github-hashicorp-go-bexpr-dev", "github.com/hashicorp/go-bexpr"),  # 21
    "docker-credential-helpers": (
        "golang-github-docker-docker-credential-helpers-dev",
        "github.com/docker/docker-credential-helpers",
    ),  # 21
    "times": ("golang-github-djherbis-times-dev", "github.com/djherbis/times"),  # 21
    "rollinghash": (
        "golang-github-chmduquesne-rollinghash-dev",
        "github.com/chmduquesne/rollinghash",
    ),  # 21
    "fangs": ("golang-github-anchore-fangs-dev", "github.com/anchore/fangs"),  # 21
    "null.v3": ("golang-gopkg-guregu-null.v3-dev", "gopkg.in/guregu/null.v3"),  # 20
    "throttled": ("golang-github-throttled-throttled-dev", "github.com/throttled/throttled"),  # 20
    "go-securesystemslib": (
        "golang-github-secure-systems-lab-go-securesystemslib-dev",
        "github.com/secure-systems-lab/go-securesystemslib",
    ),  # 20
    "codesearch": ("golang-codesearch-dev", "github.com/google/codesearch"),  # 20
    "tsig": ("golang-github-bodgit-tsig-dev", "github.com/bodgit/tsig"),  # 20
    "openfga-sync": (
        "golang-github-futurfusion-openfga-sync-dev",
        "github.com/FuturFusion/openfga-sync",
    ),  # 20
    "testfixtures.v2": ("golang-gopkg-testfixtures.v2-dev", "gopkg.in/testfixtures.v2"),  # 19
    "putio": ("golang-github-putdotio-go-putio-dev", "github.com/putdotio/go-putio/putio"),  # 19
    "reflow": ("golang-github-muesli-reflow-dev", "github.com/muesli/reflow"),  # 19
    "go-colorable": ("golang-github-mattn-go-colorable-dev", "github.com/mattn/go-colorable"),  # 19
    "go-hclog": ("golang-github-hashicorp-go-hclog-dev", "github.com/hashicorp/go-hclog"),  # 19
    "promptkit": (
        "golang-github-erikgeiser-promptkit-dev",
        "github.com/erikgeiser/promptkit",
    ),  # 19
    "go-xdr": ("golang-github-davecgh-go-xdr-dev", "github.com/davecgh/go-xdr"),  # 19
    "sasl": ("golang-codeberg-mellium-sasl-dev", "mellium.im/sasl"),  # 18
    "yaml-v3": ("golang-gopkg-yaml.v3-dev", "go.yaml.in/yaml/v3"),  # 18
    "go-uucode": (
        "golang-github-rockorager-go-uucode-dev",
        "github.com/rockorager/go-uucode",
    ),  # 18
    "dots": ("golang-github-mgechev-dots-dev", "github.com/mgechev/dots"),  # 18
    "go-cid": ("golang-github-ipfs-go-cid-dev", "github.com/ipfs/go-cid"),  # 18
    "qt": ("golang-github-go-quicktest-qt-dev", "github.com/go-quicktest/qt"),  # 18
    "ini": ("golang-github-go-ini-ini-dev", "github.com/go-ini/ini"),  # 18
    "jsonparser": ("golang-github-buger-jsonparser-dev", "github.com/buger/jsonparser"),  # 18
    "yaml-v2": ("golang-gopkg-yaml.v2-dev", "go.yaml.in/yaml/v2"),  # 17
    "assertly": ("golang-github-viant-assertly-dev", "github.com/viant/assertly"),  # 17
    "slog-multi": ("golang-github-samber-slog-multi-dev", "github.com/samber/slog-multi"),  # 17
    "go-colorful": (
        "golang-github-lucasb-eyer-go-colorful-dev",
        "github.com/lucasb-eyer/go-colorful",
    ),  # 17
    "bunt": ("golang-github-gonvenience-bunt-dev", "github.com/gonvenience/bunt"),  # 17
    "spew": ("golang-github-davecgh-go-spew-dev", "github.com/davecgh/go-spew/spew"),  # 17
    "rpm": ("golang-github-cavaliergopher-rpm-dev", "github.com/cavaliergopher/rpm"),  # 17
    "Bowery-prompt": ("golang-github-bowery-prompt-dev", "github.com/Bowery/prompt"),  # 17
    "asn1-ber.v1": ("golang-gopkg-asn1-ber.v1-dev", "gopkg.in/asn1-ber.v1"),  # 16
    "dnsimple-go-dnsimple": (
        "golang-github-weppos-dnsimple-go-dev",
        "github.com/weppos/dnsimple-go/dnsimple",
    ),  # 16
    "goldie": ("golang-github-sebdah-goldie-dev", "github.com/sebdah/goldie"),  # 16
    "termtables": ("golang-github-scylladb-termtables-dev", "github.com/scylladb/termtables"),  # 16
    "flaggy": ("golang-github-integrii-flaggy-dev", "github.com/integrii/flaggy"),  # 16
    "bimg": ("golang-github-h2non-bimg-dev", "github.com/h2non/bimg"),  # 16
    "jsonapi": ("golang-github-google-jsonapi-dev", "github.com/google/jsonapi"),  # 16
    "checkpointctl": (
        "golang-github-checkpoint-restore-checkpointctl-dev",
        "github.com/checkpoint-restore/checkpointctl",
    ),  # 16
    "go-fqdn": ("golang-github-showmax-go-fqdn-dev", "github.com/Showmax/go-fqdn"),  # 16
    "mldsa": ("golang-filippo-mldsa-dev", "filippo.io/mldsa"),  # 16
    "knftables": ("golang-k8s-sigs-knftables-dev", "sigs.k8s.io/knftables"),  # 15
    "sentences.v1": (
        "golang-gopkg-neurosnap-sentences.v1-dev",
        "gopkg.in/neurosnap/sentences.v1",
    ),  # 15
    "goptions": ("golang-github-voxelbrain-goptions-dev", "github.com/voxelbrain/goptions"),  # 15
    "desec": ("golang-github-nrdcg-desec-dev", "github.com/nrdcg/desec"),  # 15
    "sqlx": ("golang-github-jmoiron-sqlx-dev", "github.com/jmoiron/sqlx"),  # 15
    "jesseduffield-generics": (
        "golang-github-jesseduffield-generics-dev",
        "github.com/jesseduffield/generics",
    ),  # 15
    "jsonschema-go-jsonschema": (
        "golang-github-google-jsonschema-go-dev",
        "github.com/google/jsonschema-go/jsonschema",
    ),  # 15
    "purl": ("golang-github-git-pkgs-purl-dev", "github.com/git-pkgs/purl"),  # 15
    "go-stun": ("golang-github-ccding-go-stun-dev", "github.com/ccding/go-stun"),  # 15
    "plumbing": ("golang-github-bodgit-plumbing-dev", "github.com/bodgit/plumbing"),  # 15
    "whatlanggo": (
        "golang-github-abadojack-whatlanggo-dev",
        "github.com/abadojack/whatlanggo",
    ),  # 15
    "gojsondiff": ("golang-github-yudai-gojsondiff-dev", "github.com/yudai/gojsondiff"),  # 14
    "uritemplate-v3": (
        "golang-github-yosida95-uritemplate-dev",
        "github.com/yosida95/uritemplate/v3",
    ),  # 14
    "gojsonq": ("golang-github-thedevsaddam-gojsonq-dev", "github.com/thedevsaddam/gojsonq"),  # 14
    "fasthash": ("golang-github-segmentio-fasthash-dev", "github.com/segmentio/fasthash"),  # 14
    "sio-go": ("golang-github-secure-io-sio-go-dev", "github.com/secure-io/sio-go"),  # 14
    "acmez": ("golang-github-mholt-acmez-dev", "github.com/mholt/acmez"),  # 14
    "dsig": ("golang-github-lestrrat-go-dsig-dev", "github.com/lestrrat-go/dsig"),  # 14
    "go-bindata": ("golang-github-jteeuwen-go-bindata-dev", "github.com/jteeuwen/go-bindata"),  # 14
    "go-acl": ("golang-github-hectane-go-acl-dev", "github.com/hectane/go-acl"),  # 14
    "canonicaljson-go": (
        "golang-github-gibson042-canonicaljson-go-dev",
        "github.com/gibson042/canonicaljson-go",
    ),  # 14
    "stream-metadata-go": (
        "golang-github-coreos-stream-metadata-go-dev",
        "github.com/coreos/stream-metadata-go",
    ),  # 14
    "cursor": ("golang-github-atomicgo-cursor-dev", "atomicgo.dev/cursor"),  # 14
    "zitadel-logging": ("golang-github-zitadel-logging-dev", "github.com/zitadel/logging"),  # 13
    "go_eddystone": (
        "golang-github-suapapa-go-eddystone-dev",
        "github.com/suapapa/go_eddystone",
    ),  # 13
    "linkedca": ("golang-github-smallstep-linkedca-dev", "github.com/smallstep/linkedca"),  # 13
    "cachecontrol": (
        "golang-github-pquerna-cachecontrol-dev",
        "github.com/pquerna/cachecontrol",
    ),  # 13
    "sasquatch": ("golang-github-muesli-sasquatch-dev", "github.com/muesli/sasquatch"),  # 13
    "launchdarkly-go-ntlmssp": (
        "golang-github-launchdarkly-go-ntlmssp-dev",
        "github.com/launchdarkly/go-ntlmssp",
    ),  # 13
    "gocommon": ("golang-github-joyent-gocommon-dev", "github.com/joyent/gocommon"),  # 13
    "sshsig": ("golang-github-hiddeco-sshsig-dev", "github.com/hiddeco/sshsig"),  # 13
    "mapstructure-v2": (
        "golang-github-go-viper-mapstructure-dev",
        "github.com/go-viper/mapstructure/v2",
    ),  # 13
    "vers": ("golang-github-git-pkgs-vers-dev", "github.com/git-pkgs/vers"),  # 13
    "saferith": ("golang-github-cronokirby-saferith-dev", "github.com/cronokirby/saferith"),  # 13
    "luksy": ("golang-github-containers-luksy-dev", "github.com/containers/luksy"),  # 13
    "HarryMichal-go-version": (
        "golang-github-harrymichal-go-version-dev",
        "github.com/HarryMichal/go-version",
    ),  # 13
    "go-vcr.v4": ("golang-gopkg-dnaeon-go-vcr.v4-dev", "gopkg.in/dnaeon/go-vcr.v4"),  # 12
    "formats": (
        "golang-github-transparency-dev-formats-dev",
        "github.com/transparency-dev/formats",
    ),  # 12
    "ksuid": ("golang-github-segmentio-ksuid-dev", "github.com/segmentio/ksuid"),  # 12
    "zipextra": ("golang-github-saracen-zipextra-dev", "github.com/saracen/zipextra"),  # 12
    "aini": ("golang-github-relex-aini-dev", "github.com/relex/aini"),  # 12
    "qpack": ("golang-github-quic-go-qpack-dev", "github.com/quic-go/qpack"),  # 12
    "miscreant.go": (
        "golang-github-miscreant-miscreant.go-dev",
        "github.com/miscreant/miscreant.go",
    ),  # 12
    "launchdarkly-go-semver": (
        "golang-github-launchdarkly-go-semver-dev",
        "github.com/launchdarkly/go-semver",
    ),  # 12
    "sessions": ("golang-github-gorilla-sessions-dev", "github.com/gorilla/sessions"),  # 12
    "csrf": ("golang-github-gorilla-csrf-dev", "github.com/gorilla/csrf"),  # 12
    "jsonpointer": (
        "golang-github-go-openapi-jsonpointer-dev",
        "github.com/go-openapi/jsonpointer",
    ),  # 12
    "zapr": ("golang-github-go-logr-zapr-dev", "github.com/go-logr/zapr"),  # 12
    "errdefs": ("golang-github-containerd-errdefs-dev", "github.com/containerd/errdefs"),  # 12
    "go-safecast": (
        "golang-github-ccoveille-go-safecast-dev",
        "github.com/ccoveille/go-safecast",
    ),  # 12
    "authelia-jsonschema": (
        "golang-github-authelia-jsonschema-dev",
        "github.com/authelia/jsonschema",
    ),  # 12
    "cascadia": ("golang-github-andybalholm-cascadia-dev", "github.com/andybalholm/cascadia"),  # 12
    "g8-v2": ("golang-github-twin-g8-dev", "github.com/TwiN/g8/v2"),  # 12
    "hpke": ("golang-filippo-hpke-dev", "filippo.io/hpke"),  # 12
    "cel.dev-expr": ("golang-cel-expr-dev", "cel.dev/expr"),  # 12
    "vecf64": ("golang-github-gorgonia-vecf64-dev", "gorgonia.org/vecf64"),  # 11
    "vecf32": ("golang-github-gorgonia-vecf32-dev", "gorgonia.org/vecf32"),  # 11
    "blackfriday": (
        "golang-github-russross-blackfriday-dev",
        "github.com/russross/blackfriday",
    ),  # 11
    "hllpp": ("golang-github-retailnext-hllpp-dev", "github.com/retailnext/hllpp"),  # 11
    "marshmallow": (
        "golang-github-perimeterx-marshmallow-dev",
        "github.com/perimeterx/marshmallow",
    ),  # 11
    "go-snappystream": (
        "golang-github-mreiferson-go-snappystream-dev",
        "github.com/mreiferson/go-snappystream",
    ),  # 11
    "go-shp": ("golang-github-jonas-p-go-shp-dev", "github.com/jonas-p/go-shp"),  # 11
    "invopop-jsonschema": (
        "golang-github-invopop-jsonschema-dev",
        "github.com/invopop/jsonschema",
    ),  # 11
    "hjson-go-v4": ("golang-github-hjson-hjson-go-dev", "github.com/hjson/hjson-go/v4"),  # 11
    "wire": ("golang-github-google-wire-dev", "github.com/google/wire"),  # 11
    "gobwas-glob": ("golang-github-gobwas-glob-dev", "github.com/gobwas/glob"),  # 11
    "cli-docs-tool": (
        "golang-github-docker-cli-docs-tool-dev",
        "github.com/docker/cli-docs-tool",
    ),  # 11
    "reference": (
        "golang-github-distribution-reference-dev",
        "github.com/distribution/reference",
    ),  # 11
    "denisbrodbeck-machineid": (
        "golang-github-denisbrodbeck-machineid-dev",
        "github.com/denisbrodbeck/machineid",
    ),  # 11
    "shurcooL-graphql": (
        "golang-github-cli-shurcool-graphql-dev",
        "github.com/cli/shurcooL-graphql",
    ),  # 11
    "segment": ("golang-github-blevesearch-segment-dev", "github.com/blevesearch/segment"),  # 11
    "sigs.k8s.io-yaml": ("golang-k8s-sigs-yaml-dev", "sigs.k8s.io/yaml"),  # 10
    "k8s.io-cri-api": ("golang-github-kubernetes-cri-api-dev", "k8s.io/cri-api"),  # 10
    "macaroon.v1": ("golang-gopkg-macaroon.v1-dev", "gopkg.in/macaroon.v1"),  # 10
    "edwards25519-extra": (
        "golang-gitlab-yawning-edwards25519-extra-dev",
        "gitlab.com/yawning/edwards25519-extra",
    ),  # 10
    "go-ordered-map": (
        "golang-github-wk8-go-ordered-map-dev",
        "github.com/wk8/go-ordered-map",
    ),  # 10
    "go-shell": ("golang-github-twpayne-go-shell-dev", "github.com/twpayne/go-shell"),  # 10
    "commander": ("golang-github-smira-commander-dev", "github.com/smira/commander"),  # 10
    "locafero": (
        "golang-github-sagikazarmark-locafero-dev",
        "github.com/sagikazarmark/locafero",
    ),  # 10
    "quic-go-qpack": ("golang-github-marten-seemann-qpack-dev", "github.com/quic-go/qpack"),  # 10
    "tiktoken-go": ("golang-github-pkoukk-tiktoken-go-dev", "github.com/pkoukk/tiktoken-go"),  # 10
    "ordered-map-v2": (
        "golang-github-pb33f-ordered-map-v2-dev",
        "github.com/pb33f/ordered-map/v2",
    ),  # 10
    "mr-tron-base58": ("golang-github-mr-tron-base58-dev", "github.com/mr-tron/base58"),  # 10
    "go-ps": ("golang-github-mitchellh-go-ps-dev", "github.com/mitchellh/go-ps"),  # 10
    "go-runewidth": ("golang-github-mattn-go-runewidth-dev", "github.com/mattn/go-runewidth"),  # 10
    "go-isatty": ("golang-github-mattn-go-isatty-dev", "github.com/mattn/go-isatty"),  # 10
    "ragel-machinery": (
        "golang-github-leodido-ragel-machinery-dev",
        "github.com/leodido/ragel-machinery",
    ),  # 10
    "godebug": ("golang-github-kylelemons-godebug-dev", "github.com/kylelemons/godebug"),  # 10
    "karimkhaleel-jsonschema": (
        "golang-github-karimkhaleel-jsonschema-dev",
        "github.com/karimkhaleel/jsonschema",
    ),  # 10
    "demangle": (
        "golang-github-ianlancetaylor-demangle-dev",
        "github.com/ianlancetaylor/demangle",
    ),  # 10
    "go-azure-helpers": (
        "golang-github-hashicorp-go-azure-helpers-dev",
        "github.com/hashicorp/go-azure-helpers",
    ),  # 10
    "universal-translator": (
        "golang-github-go-playground-universal-translator-dev",
        "github.com/go-playground/universal-translator",
    ),  # 10
    "go-git-fixtures-v6": (
        "golang-github-go-git-go-git-fixtures-v6-dev",
        "github.com/go-git/go-git-fixtures/v6",
    ),  # 10
    "json-patch": ("golang-github-evanphx-json-patch-dev", "github.com/evanphx/json-patch"),  # 10
    "emoji": ("golang-github-enescakir-emoji-dev", "github.com/enescakir/emoji"),  # 10
    "vcontext": ("golang-github-coreos-vcontext-dev", "github.com/coreos/vcontext"),  # 10
    "gssapi": ("golang-github-bodgit-gssapi-dev", "github.com/bodgit/gssapi"),  # 10
    "memcall": ("golang-github-awnumar-memcall-dev", "github.com/awnumar/memcall"),  # 10
    "textseg": (
        "golang-github-apparentlymart-go-textseg-dev",
        "github.com/apparentlymart/go-textseg/v13/textseg",
    ),  # 10
    "zstd": ("golang-github-datadog-zstd-dev", "github.com/DataDog/zstd"),  # 10
    "easyconfig.v1": (
        "golang-gopkg-hlandau-easyconfig.v1-dev",
        "gopkg.in/hlandau/easyconfig.v1",
    ),  # 9
    "go-keyring": ("golang-github-zalando-go-keyring-dev", "github.com/zalando/go-keyring"),  # 9
    "dburl": ("golang-github-xo-dburl-dev", "github.com/xo/dburl"),  # 9
    "argp": ("golang-github-tdewolff-argp-dev", "github.com/tdewolff/argp"),  # 9
    "mybase": ("golang-github-skeema-mybase-dev", "github.com/skeema/mybase"),  # 9
    "cors": ("golang-github-rs-cors-dev", "github.com/rs/cors"),  # 9
    "gohashtree": (
        "golang-github-prysmaticlabs-gohashtree-dev",
        "github.com/prysmaticlabs/gohashtree",
    ),  # 9
    "browser": ("golang-github-pkg-browser-dev", "github.com/pkg/browser"),  # 9
    "ovh": ("golang-github-ovh-go-ovh-dev", "github.com/ovh/go-ovh/ovh"),  # 9
    "go-mvn-version": (
        "golang-github-masahiro331-go-mvn-version-dev",
        "github.com/masahiro331/go-mvn-version",
    ),  # 9
    "simd": ("golang-github-kelindar-simd-dev", "github.com/kelindar/simd"),  # 9
    "safetext": ("golang-github-google-safetext-dev", "github.com/google/safetext"),  # 9
    "param": ("golang-github-goji-param-dev", "github.com/goji/param"),  # 9
    "ber": ("golang-github-geoffgarside-ber-dev", "github.com/geoffgarside/ber"),  # 9
    "go-testdb": (
        "golang-github-erikstmartin-go-testdb-dev",
        "github.com/erikstmartin/go-testdb",
    ),  # 9
    "cli-browser": ("golang-github-cli-browser-dev", "github.com/cli/browser"),  # 9
    "sysutil": ("golang-github-chromedp-sysutil-dev", "github.com/chromedp/sysutil"),  # 9
    "cupaloy": ("golang-github-bradleyjkemp-cupaloy-dev", "github.com/bradleyjkemp/cupaloy"),  # 9
    "goxml2json": ("golang-github-basgys-goxml2json-dev", "github.com/basgys/goxml2json"),  # 9
    "libhosty": ("golang-github-areyoulazy-libhosty-dev", "github.com/areYouLazy/libhosty"),  # 9
    "go-fuzz-headers-1": (
        "golang-github-adamkorcz-go-fuzz-headers-1-dev",
        "github.com/AdamKorcz/go-fuzz-headers-1",
    ),  # 9
    "unidiff-comments": (
        "golang-gitea-noerw-unidiff-comments-dev",
        "gitea.com/noerw/unidiff-comments",
    ),  # 9
    "go-opt": ("golang-sourcehut-rjarry-go-opt-dev", "git.sr.ht/~rjarry/go-opt"),  # 9
    "errgo.v2": ("golang-gopkg-errgo.v2-dev", "gopkg.in/errgo.v2"),  # 8
    "kongplete": ("golang-github-willabides-kongplete-dev", "github.com/willabides/kongplete"),  # 8
    "go-pinentry": ("golang-github-twpayne-go-pinentry-dev", "github.com/twpayne/go-pinentry"),  # 8
    "dchapes-mode": (
        "golang-github-tonistiigi-dchapes-mode-dev",
        "github.com/tonistiigi/dchapes-mode",
    ),  # 8
    "numcpus": ("golang-github-tklauser-numcpus-dev", "github.com/tklauser/numcpus"),  # 8
    "go-shuffle": (
        "golang-github-shogo82148-go-shuffle-dev",
        "github.com/shogo82148/go-shuffle",
    ),  # 8
    "ansicolor": ("golang-github-shiena-ansicolor-dev", "github.com/shiena/ansicolor"),  # 8
    "go.uuid": ("golang-github-satori-go.uuid-dev", "github.com/satori/go.uuid"),  # 8
    "bigfft": ("golang-github-remyoudompheng-bigfft-dev", "github.com/remyoudompheng/bigfft"),  # 8
    "txtpbfmt": (
        "golang-github-protocolbuffers-txtpbfmt-dev",
        "github.com/protocolbuffers/txtpbfmt",
    ),  # 8
    "mapstructure": (
        "golang-github-mitchellh-mapstructure-dev",
        "github.com/mitchellh/mapstructure",
    ),  # 8
    "arp": ("golang-github-mdlayher-arp-dev", "github.com/mdlayher/arp"),  # 8
    "grokky": ("golang-github-logrusorgru-grokky-dev", "github.com/logrusorgru/grokky"),  # 8
    "critbitgo": ("golang-github-k-sone-critbitgo-dev", "github.com/k-sone/critbitgo"),  # 8
    "gofork": ("golang-github-jcmturner-gofork-dev", "github.com/jcmturner/gofork"),  # 8
    "go-assert": ("golang-github-huandu-go-assert-dev", "github.com/huandu/go-assert"),  # 8
    "parth": ("golang-github-h2non-parth-dev", "github.com/h2non/parth"),  # 8
    "go-libpcsclite": (
        "golang-github-gballet-go-libpcsclite-dev",
        "github.com/gballet/go-libpcsclite",
    ),  # 8
    "go-imap-sortthread": (
        "golang-github-emersion-go-imap-sortthread-dev",
        "github.com/emersion/go-imap-sortthread",
    ),  # 8
    "amber": ("golang-github-eknkc-amber-dev", "github.com/eknkc/amber"),  # 8
    "siphash": ("golang-siphash-dev", "github.com/dchest/siphash"),  # 8
    "crowdsecurity-grokky": (
        "golang-github-crowdsecurity-grokky-dev",
        "github.com/crowdsecurity/grokky",
    ),  # 8
    "go-sp800.90a-drbg": (
        "golang-github-canonical-go-sp800.90a-drbg-dev",
        "github.com/canonical/go-sp800.90a-drbg",
    ),  # 8
    "gowebp": ("golang-github-bep-gowebp-dev", "github.com/bep/gowebp"),  # 8
    "form": ("golang-github-ajg-form-dev", "github.com/ajg/form"),  # 8
    "b2": ("golang-github-filosottile-b2-dev", "github.com/FiloSottile/b2"),  # 8
    "42wim-sshsig": ("golang-github-42wim-sshsig-dev", "github.com/42wim/sshsig"),  # 8
    "go-scfg": ("golang-codeberg-emersion-go-scfg-dev", "codeberg.org/emersion/go-scfg"),  # 8
    "maulogger": ("golang-maunium-go-maulogger-dev", "maunium.net/go/maulogger"),  # 7
    "zeroconfig": ("golang-go.mau-zeroconfig-dev", "go.mau.fi/zeroconfig"),  # 7
    "pkcs8": ("golang-github-youmark-pkcs8-dev", "github.com/youmark/pkcs8"),  # 7
    "go-dkim": ("golang-github-toorop-go-dkim-dev", "github.com/toorop/go-dkim"),  # 7
    "capability": ("golang-gocapability-dev", "github.com/syndtr/gocapability/capability"),  # 7
    "pb-go": (
        "golang-github-sigstore-protobuf-specs-dev",
        "github.com/sigstore/protobuf-specs/gen/pb-go",
    ),  # 7
    "deepequal": ("golang-github-powerman-deepequal-dev", "github.com/powerman/deepequal"),  # 7
    "llrb": ("golang-github-petar-gollrb-dev", "github.com/petar/GoLLRB/llrb"),  # 7
    "oxtoacart-bpool": ("golang-github-oxtoacart-bpool-dev", "github.com/oxtoacart/bpool"),  # 7
    "httpforwarded": (
        "golang-github-muhlemmer-httpforwarded-dev",
        "github.com/muhlemmer/httpforwarded",
    ),  # 7
    "go-app-paths": (
        "golang-github-muesli-go-app-paths-dev",
        "github.com/muesli/go-app-paths",
    ),  # 7
    "minimist": ("golang-github-mgutz-minimist-dev", "github.com/mgutz/minimist"),  # 7
    "go-sysctl": (
        "golang-github-lorenzosaino-go-sysctl-dev",
        "github.com/lorenzosaino/go-sysctl",
    ),  # 7
    "kr-logfmt": ("golang-github-kr-logfmt-dev", "github.com/kr/logfmt"),  # 7
    "keltia-archive": ("golang-github-keltia-archive-dev", "github.com/keltia/archive"),  # 7
    "copier": ("golang-github-jinzhu-copier-dev", "github.com/jinzhu/copier"),  # 7
    "issue9-assert": ("golang-github-issue9-assert-dev", "github.com/issue9/assert"),  # 7
    "gorst": ("golang-github-hhatto-gorst-dev", "github.com/hhatto/gorst"),  # 7
    "pktline": ("golang-github-git-lfs-pktline-dev", "github.com/git-lfs/pktline"),  # 7
    "omnitrail-go": (
        "golang-github-fkautz-omnitrail-go-dev",
        "github.com/fkautz/omnitrail-go",
    ),  # 7
    "structs": ("golang-github-fatih-structs-dev", "github.com/fatih/structs"),  # 7
    "facebookgo-stats": ("golang-github-facebookgo-stats-dev", "github.com/facebookgo/stats"),  # 7
    "timestamp": ("golang-github-digitorus-timestamp-dev", "github.com/digitorus/timestamp"),  # 7
    "dhcp4client": ("golang-github-d2g-dhcp4client-dev", "github.com/d2g/dhcp4client"),  # 7
    "plugin": ("golang-github-containerd-plugin-dev", "github.com/containerd/plugin"),  # 7
    "go-struct-converter": (
        "golang-github-anchore-go-struct-converter-dev",
        "github.com/anchore/go-struct-converter",
    ),  # 7
    "chansync": ("golang-github-anacrolix-chansync-dev", "github.com/anacrolix/chansync"),  # 7
    "pdf": ("golang-rsc-pdf-dev", "rsc.io/pdf"),  # 6
    "postgres": ("golang-gorm-driver-postgres-dev", "gorm.io/driver/postgres"),  # 6
    "landrun": ("golang-github-zouuup-landrun-dev", "github.com/zouuup/landrun"),  # 6
    "g711": ("golang-github-zaf-g711-dev", "github.com/zaf/g711"),  # 6
    "go-wav": ("golang-github-youpy-go-wav-dev", "github.com/youpy/go-wav"),  # 6
    "anet": ("golang-github-wlynxg-anet-dev", "github.com/wlynxg/anet"),  # 6
    "allocator": (
        "golang-github-wasilibs-wazero-helpers-dev",
        "github.com/wasilibs/wazero-helpers/allocator",
    ),  # 6
    "fasttemplate": (
        "golang-github-valyala-fasttemplate-dev",
        "github.com/valyala/fasttemplate",
    ),  # 6
    "go-xdg": ("golang-github-twpayne-go-xdg-dev", "github.com/twpayne/go-xdg"),  # 6
    "bwt": ("golang-github-shenwei356-bwt-dev", "github.com/shenwei356/bwt"),  # 6
    "chunker": ("golang-github-restic-chunker-dev", "github.com/restic/chunker"),  # 6
    "go-liblzma": (
        "golang-github-remyoudompheng-go-liblzma-dev",
        "github.com/remyoudompheng/go-liblzma",
    ),  # 6
    "realclientip-go": (
        "golang-github-realclientip-realclientip-go-dev",
        "github.com/realclientip/realclientip-go",
    ),  # 6
    "nethttp": (
        "golang-github-opentracing-contrib-go-stdlib-dev",
        "github.com/opentracing-contrib/go-stdlib/nethttp",
    ),  # 6
    "crunchy": ("golang-github-muesli-crunchy-dev", "github.com/muesli/crunchy"),  # 6
    "datacounter": ("golang-github-miolini-datacounter-dev", "github.com/miolini/datacounter"),  # 6
    "to": ("golang-github-mgutz-to-dev", "github.com/mgutz/to"),  # 6
    "ethernet": ("golang-github-mdlayher-ethernet-dev", "github.com/mdlayher/ethernet"),  # 6
    "goxkcdpwgen": (
        "golang-github-martinhoefling-goxkcdpwgen-dev",
        "github.com/martinhoefling/goxkcdpwgen",
    ),  # 6
    "go-gemini": (
        "golang-github-makeworld-the-better-one-go-gemini-dev",
        "github.com/makeworld-the-better-one/go-gemini",
    ),  # 6
    "go-shellquote": (
        "golang-github-kballard-go-shellquote-dev",
        "github.com/kballard/go-shellquote",
    ),  # 6
    "dnsutils-v2": (
        "golang-github-jcmturner-dnsutils.v2-dev",
        "github.com/jcmturner/dnsutils/v2",
    ),  # 6
    "timefmt-go": ("golang-github-itchyny-timefmt-go-dev", "github.com/itchyny/timefmt-go"),  # 6
    "hashicorp-go-version": (
        "golang-github-hashicorp-go-version-dev",
        "github.com/hashicorp/go-version",
    ),  # 6
    "go-libsecret": (
        "golang-github-gsterjov-go-libsecret-dev",
        "github.com/gsterjov/go-libsecret",
    ),  # 6
    "jcs": ("golang-github-gowebpki-jcs-dev", "github.com/gowebpki/jcs"),  # 6
    "gofuzz": ("golang-github-google-gofuzz-dev", "github.com/google/gofuzz"),  # 6
    "expectate": ("golang-github-gomagedon-expectate-dev", "github.com/gomagedon/expectate"),  # 6
    "go-unsnap-stream": (
        "golang-github-glycerine-go-unsnap-stream-dev",
        "github.com/glycerine/go-unsnap-stream",
    ),  # 6
    "go-losetup": (
        "golang-github-freddierice-go-losetup-dev",
        "github.com/freddierice/go-losetup",
    ),  # 6
    "go-vcr": ("golang-github-dnaeon-go-vcr-dev", "github.com/dnaeon/go-vcr"),  # 6
    "messagediff": ("golang-github-d4l3k-messagediff-dev", "github.com/d4l3k/messagediff"),  # 6
    "argv": ("golang-github-cosiner-argv-dev", "github.com/cosiner/argv"),  # 6
    "jibber_jabber": (
        "golang-github-cloudfoundry-jibber-jabber-dev",
        "github.com/cloudfoundry/jibber_jabber",
    ),  # 6
    "etree": ("golang-github-beevik-etree-dev", "github.com/beevik/etree"),  # 6
    "akismet": ("golang-github-adtac-go-akismet-dev", "github.com/adtac/go-akismet/akismet"),  # 6
    "deheap": ("golang-github-aalpar-deheap-dev", "github.com/aalpar/deheap"),  # 6
    "deepmerge": ("golang-github-twin-deepmerge-dev", "github.com/TwiN/deepmerge"),  # 6
    "webpush-go": (
        "golang-github-sherclockholmes-webpush-go-dev",
        "github.com/SherClockHolmes/webpush-go",
    ),  # 6
    "actions-proto-go": ("golang-gitea-actions-proto-go-dev", "gitea.dev/actions-proto-go"),  # 6
    "spf": ("golang-blitiri-go-spf-dev", "blitiri.com.ar/go/spf"),  # 6
    "blobstore": ("golang-pault-go-blobstore-dev", "pault.ag/go/blobstore"),  # 5
    "treeprint": ("golang-github-xlab-treeprint-dev", "github.com/xlab/treeprint"),  # 5
    "goconfig": ("golang-github-unknwon-goconfig-dev", "github.com/unknwon/goconfig"),  # 5
    "hcvault": (
        "golang-github-tink-crypto-tink-go-hcvault-dev",
        "github.com/tink-crypto/tink-go-hcvault/integration/hcvault",
    ),  # 5
    "go-patricia-patricia": (
        "golang-github-tchap-go-patricia-dev",
        "github.com/tchap/go-patricia/patricia",
    ),  # 5
    "syntaxhighlight": (
        "golang-github-sourcegraph-syntaxhighlight-dev",
        "github.com/sourcegraph/syntaxhighlight",
    ),  # 5
    "open": (
        "golang-github-skratchdot-open-golang-dev",
        "github.com/skratchdot/open-golang/open",
    ),  # 5
    "litter": ("golang-github-sanity-io-litter-dev", "github.com/sanity-io/litter"),  # 5
    "simples3": ("golang-github-rhnvrm-simples3-dev", "github.com/rhnvrm/simples3"),  # 5
    "go-maidenhead": (
        "golang-github-pd0mz-go-maidenhead-dev",
        "github.com/pd0mz/go-maidenhead",
    ),  # 5
    "fuzzy-patricia-patricia": (
        "golang-github-ozeidan-fuzzy-patricia-dev",
        "github.com/ozeidan/fuzzy-patricia/patricia",
    ),  # 5
    "crc64nvme": ("golang-github-minio-crc64nvme-dev", "github.com/minio/crc64nvme"),  # 5
    "pulse-simple": (
        "golang-github-mesilliac-pulse-simple-dev",
        "github.com/mesilliac/pulse-simple",
    ),  # 5
    "libdns": ("golang-github-libdns-libdns-dev", "github.com/libdns/libdns"),  # 5
    "native": ("golang-github-josharian-native-dev", "github.com/josharian/native"),  # 5
    "coloredcobra": (
        "golang-github-ivanpirog-coloredcobra-dev",
        "github.com/ivanpirog/coloredcobra",
    ),  # 5
    "go-difflib-difflib": (
        "golang-github-ianbruene-go-difflib-dev",
        "github.com/ianbruene/go-difflib/difflib",
    ),  # 5
    "durafmt": ("golang-github-hako-durafmt-dev", "github.com/hako/durafmt"),  # 5
    "hugo-goldmark-extensions": (
        "golang-github-gohugoio-hugo-goldmark-extensions-dev",
        "github.com/gohugoio/hugo-goldmark-extensions",
    ),  # 5
    "wildmatch": ("golang-github-git-lfs-wildmatch-dev", "github.com/git-lfs/wildmatch"),  # 5
    "ghodss-yaml": ("golang-github-ghodss-yaml-dev", "github.com/ghodss/yaml"),  # 5
    "go-mbox": ("golang-github-emersion-go-mbox-dev", "github.com/emersion/go-mbox"),  # 5
    "go-maildir": ("golang-github-emersion-go-maildir-dev", "github.com/emersion/go-maildir"),  # 5
    "sling": ("golang-github-dghubble-sling-dev", "github.com/dghubble/sling"),  # 5
    "go-localeinfo": (
        "golang-github-delthas-go-localeinfo-dev",
        "github.com/delthas/go-localeinfo",
    ),  # 5
    "datadriven": (
        "golang-github-cockroachdb-datadriven-dev",
        "github.com/cockroachdb/datadriven",
    ),  # 5
    "chainhash": (
        "golang-github-btcsuite-btcd-chaincfg-chainhash-dev",
        "github.com/btcsuite/btcd/chaincfg/chainhash",
    ),  # 5
    "thist": ("golang-github-bsipos-thist-dev", "github.com/bsipos/thist"),  # 5
    "pat": ("golang-github-bmizerany-pat-dev", "github.com/bmizerany/pat"),  # 5
    "goportabletext": (
        "golang-github-bep-goportabletext-dev",
        "github.com/bep/goportabletext",
    ),  # 5
    "jsonquery": ("golang-github-antchfx-jsonquery-dev", "github.com/antchfx/jsonquery"),  # 5
    "crlf": ("golang-github-andybalholm-crlf-dev", "github.com/andybalholm/crlf"),  # 5
    "serpent": ("golang-github-aead-serpent-dev", "github.com/aead/serpent"),  # 5
    "frontmatter": ("golang-github-adrg-frontmatter-dev", "github.com/adrg/frontmatter"),  # 5
    "bqschema": ("golang-github-seandolphin-bqschema-dev", "github.com/SeanDolphin/bqschema"),  # 5
    "go-mime": ("golang-github-protonmail-go-mime-dev", "github.com/ProtonMail/go-mime"),  # 5
    "ProtonMail-go-mbox": (
        "golang-github-protonmail-go-mbox-dev",
        "github.com/ProtonMail/go-mbox",
    ),  # 5
    "bloom": ("golang-github-dcso-bloom-dev", "github.com/DCSO/bloom"),  # 5
    "http2curl-v2": ("golang-github-moul-http2curl-dev", "moul.io/http2curl/v2"),  # 4
    "gorp.v1": ("golang-gopkg-gorp.v1-dev", "gopkg.in/gorp.v1"),  # 4
    "autocomplete-tools": (
        "golang-github-withfig-autocomplete-tools-dev",
        "github.com/withfig/autocomplete-tools",
    ),  # 4
    "ss-bloomring": ("golang-github-v2fly-bloomring-dev", "github.com/v2fly/ss-bloomring"),  # 4
    "tinylru": ("golang-github-tidwall-tinylru-dev", "github.com/tidwall/tinylru"),  # 4
    "roll": ("golang-github-stvp-roll-dev", "github.com/stvp/roll"),  # 4
    "octicon": ("golang-github-shurcool-octicon-dev", "github.com/shurcooL/octicon"),  # 4
    "httpgzip": ("golang-github-shurcool-httpgzip-dev", "github.com/shurcooL/httpgzip"),  # 4
    "unik-v5": ("golang-github-shenwei356-unik.v5-dev", "github.com/shenwei356/unik/v5"),  # 4
    "sendgrid-rest": ("golang-github-sendgrid-rest-dev", "github.com/sendgrid/rest"),  # 4
    "xff": ("golang-github-sebest-xff-dev", "github.com/sebest/xff"),  # 4
    "protolambda-messagediff": (
        "golang-github-protolambda-messagediff-dev",
        "github.com/protolambda/messagediff",
    ),  # 4
    "sigv4": ("golang-github-prometheus-sigv4-dev", "github.com/prometheus/sigv4"),  # 4
    "specs-go": (
        "golang-github-opencontainers-specs-dev",
        "github.com/opencontainers/runtime-spec/specs-go",
    ),  # 4
    "lockfile": ("golang-github-nightlyone-lockfile-dev", "github.com/nightlyone/lockfile"),  # 4
    "smartcrop": ("golang-github-muesli-smartcrop-dev", "github.com/muesli/smartcrop"),  # 4
    "mango": ("golang-github-muesli-mango-dev", "github.com/muesli/mango"),  # 4
    "patternmatcher": (
        "golang-github-moby-patternmatcher-dev",
        "github.com/moby/patternmatcher",
    ),  # 4
    "reflectwalk": (
        "golang-github-mitchellh-reflectwalk-dev",
        "github.com/mitchellh/reflectwalk",
    ),  # 4
    "simplexml-dom": (
        "golang-github-masterzen-simplexml-dev",
        "github.com/masterzen/simplexml/dom",
    ),  # 4
    "go-isemoji": (
        "golang-github-makeworld-the-better-one-go-isemoji-dev",
        "github.com/makeworld-the-better-one/go-isemoji",
    ),  # 4
    "gobject-2.0": ("golang-gir-gobject-2.0-dev", "github.com/linuxdeepin/go-gir/gobject-2.0"),  # 4
    "glib-2.0": ("golang-gir-glib-2.0-dev", "github.com/linuxdeepin/go-gir/glib-2.0"),  # 4
    "go-listenbrainz": (
        "golang-github-kori-go-listenbrainz-dev",
        "github.com/kori/go-listenbrainz",
    ),  # 4
    "goversion": ("golang-github-kastenhq-goversion-dev", "github.com/kastenhq/goversion"),  # 4
    "now": ("golang-github-jinzhu-now-dev", "github.com/jinzhu/now"),  # 4
    "dlog": ("golang-github-jedisct1-dlog-dev", "github.com/jedisct1/dlog"),  # 4
    "line-protocol": (
        "golang-github-influxdata-line-protocol-dev",
        "github.com/influxdata/line-protocol",
    ),  # 4
    "net-rpc-msgpackrpc": (
        "golang-github-hashicorp-net-rpc-msgpackrpc-dev",
        "github.com/hashicorp/net-rpc-msgpackrpc",
    ),  # 4
    "slug": ("golang-github-gosimple-slug-dev", "github.com/gosimple/slug"),  # 4
    "wrap": ("golang-github-gonvenience-wrap-dev", "github.com/gonvenience/wrap"),  # 4
    "stack": ("golang-github-go-stack-stack-dev", "github.com/go-stack/stack"),  # 4
    "gitignore": ("golang-github-git-pkgs-gitignore-dev", "github.com/git-pkgs/gitignore"),  # 4
    "ensure": ("golang-github-facebookgo-ensure-dev", "github.com/facebookgo/ensure"),  # 4
    "go-spnego": ("golang-github-dpotapov-go-spnego-dev", "github.com/dpotapov/go-spnego"),  # 4
    "base64dec": ("golang-github-dop251-base64dec-dev", "github.com/dop251/base64dec"),  # 4
    "safefile": ("golang-github-dchest-safefile-dev", "github.com/dchest/safefile"),  # 4
    "url-verifier": (
        "golang-github-davidmytton-url-verifier-dev",
        "github.com/davidmytton/url-verifier",
    ),  # 4
    "porter2": ("golang-github-dataence-porter2-dev", "github.com/dataence/porter2"),  # 4
    "gtrie": ("golang-github-ctdk-go-trie-dev", "github.com/ctdk/go-trie/gtrie"),  # 4
    "defaults": ("golang-github-creasty-defaults-dev", "github.com/creasty/defaults"),  # 4
    "stringish": (
        "golang-github-clipperhouse-stringish-dev",
        "github.com/clipperhouse/stringish",
    ),  # 4
    "cheekybits-is": ("golang-github-cheekybits-is-dev", "github.com/cheekybits/is"),  # 4
    "tai64": ("golang-github-cactus-tai64-dev", "github.com/cactus/tai64"),  # 4
    "wycheproof": ("golang-github-c2sp-wycheproof-dev", "github.com/c2sp/wycheproof"),  # 4
    "bits-and-blooms-bloom": (
        "golang-github-bits-and-blooms-bloom-dev",
        "github.com/bits-and-blooms/bloom",
    ),  # 4
    "go-simplejson": (
        "golang-github-bitly-go-simplejson-dev",
        "github.com/bitly/go-simplejson",
    ),  # 4
    "nrf24": ("golang-github-bettercap-nrf24-dev", "github.com/bettercap/nrf24"),  # 4
    "overlayfs": ("golang-github-bep-overlayfs-dev", "github.com/bep/overlayfs"),  # 4
    "anchore-packageurl-go": (
        "golang-github-anchore-packageurl-go-dev",
        "github.com/anchore/packageurl-go",
    ),  # 4
    "go-lzo": ("golang-github-anchore-go-lzo-dev", "github.com/anchore/go-lzo"),  # 4
    "gocolorize": ("golang-github-agtorre-gocolorize-dev", "github.com/agtorre/gocolorize"),  # 4
    "agext-levenshtein": (
        "golang-github-agext-levenshtein-dev",
        "github.com/agext/levenshtein",
    ),  # 4
    "sshkeys": ("golang-github-scaleft-sshkeys-dev", "github.com/ScaleFT/sshkeys"),  # 4
    "heredoc": ("golang-github-makenowjust-heredoc-dev", "github.com/MakeNowJust/heredoc"),  # 4
    "pointer": ("golang-github-aleksi-pointer-dev", "github.com/AlekSi/pointer"),  # 4
    "xmppsrv": ("golang-debian-mdosch-xmppsrv-dev", "salsa.debian.org/mdosch/xmppsrv"),  # 3
    "html2text": ("golang-github-jaytaylor-html2text-dev", "jaytaylor.com/html2text"),  # 3
    "dnsutils.v1": (
        "golang-gopkg-jcmturner-dnsutils.v1-dev",
        "gopkg.in/jcmturner/dnsutils.v1",
    ),  # 3
    "errgo.v1": ("golang-gopkg-errgo.v1-dev", "gopkg.in/errgo.v1"),  # 3
    "randomstring": (
        "golang-github-xyproto-randomstring-dev",
        "github.com/xyproto/randomstring",
    ),  # 3
    "float16": ("golang-github-x448-float16-dev", "github.com/x448/float16"),  # 3
    "wsxiaoys-terminal": (
        "golang-github-wsxiaoys-terminal-dev",
        "github.com/wsxiaoys/terminal",
    ),  # 3
    "go-ioctl": ("golang-github-vtolstov-go-ioctl-dev", "github.com/vtolstov/go-ioctl"),  # 3
    "linkheader": (
        "golang-github-tomnomnom-linkheader-dev",
        "github.com/tomnomnom/linkheader",
    ),  # 3
    "tkeyutil": ("golang-github-tillitis-tkeyutil-dev", "github.com/tillitis/tkeyutil"),  # 3
    "success": ("golang-github-thediveo-success-dev", "github.com/thediveo/success"),  # 3
    "tdewolff-test": ("golang-github-tdewolff-test-dev", "github.com/tdewolff/test"),  # 3
    "gocpio": ("golang-github-surma-gocpio-dev", "github.com/surma/gocpio"),  # 3
    "simpleyaml": (
        "golang-github-smallfish-simpleyaml-dev",
        "github.com/smallfish/simpleyaml",
    ),  # 3
    "kmers": ("golang-github-shenwei356-kmers-dev", "github.com/shenwei356/kmers"),  # 3
    "snaker": ("golang-github-serenize-snaker-dev", "github.com/serenize/snaker"),  # 3
    "eme": ("golang-github-rfjakob-eme-dev", "github.com/rfjakob/eme"),  # 3
    "statik": ("golang-github-rakyll-statik-dev", "github.com/rakyll/statik"),  # 3
    "copy": ("golang-github-otiai10-copy-dev", "github.com/otiai10/copy"),  # 3
    "sdnotify": ("golang-github-okzk-sdnotify-dev", "github.com/okzk/sdnotify"),  # 3
    "gouuid": ("golang-github-nu7hatch-gouuid-dev", "github.com/nu7hatch/gouuid"),  # 3
    "streamquote": ("golang-github-nkovacs-streamquote-dev", "github.com/nkovacs/streamquote"),  # 3
    "uboot-go": ("golang-github-mvo5-uboot-go-dev", "github.com/mvo5/uboot-go"),  # 3
    "go-base32": (
        "golang-github-multiformats-go-base32-dev",
        "github.com/multiformats/go-base32",
    ),  # 3
    "toktok": ("golang-github-muesli-toktok-dev", "github.com/muesli/toktok"),  # 3
    "qrterminal": ("golang-github-mdp-qrterminal-dev", "github.com/mdp/qrterminal"),  # 3
    "go-unicodeclass": (
        "golang-github-mattn-go-unicodeclass-dev",
        "github.com/mattn/go-unicodeclass",
    ),  # 3
    "try": ("golang-github-matryer-try-dev", "github.com/matryer/try"),  # 3
    "natural": ("golang-github-maruel-natural-dev", "github.com/maruel/natural"),  # 3
    "base36": ("golang-github-martinlindhe-base36-dev", "github.com/martinlindhe/base36"),  # 3
    "gudev-1.0": ("golang-gir-gudev-1.0-dev", "github.com/linuxdeepin/go-gir/gudev-1.0"),  # 3
    "tabwriter": ("golang-github-liggitt-tabwriter-dev", "github.com/liggitt/tabwriter"),  # 3
    "gifwrap": ("golang-github-liamg-gifwrap-dev", "github.com/liamg/gifwrap"),  # 3
    "httpcc": ("golang-github-lestrrat-go-httpcc-dev", "github.com/lestrrat-go/httpcc"),  # 3
    "go-rpm-version": (
        "golang-github-knqyf263-go-rpm-version-dev",
        "github.com/knqyf263/go-rpm-version",
    ),  # 3
    "go-apk-version": (
        "golang-github-knqyf263-go-apk-version-dev",
        "github.com/knqyf263/go-apk-version",
    ),  # 3
    "lumin": ("golang-github-johnkerl-lumin-dev", "github.com/johnkerl/lumin"),  # 3
    "flatten": ("golang-github-jeremywohl-flatten-dev", "github.com/jeremywohl/flatten"),  # 3
    "go-ipcrypt": ("golang-github-jedisct1-go-ipcrypt-dev", "github.com/jedisct1/go-ipcrypt"),  # 3
    "go-bytesize": ("golang-github-inhies-go-bytesize-dev", "github.com/inhies/go-bytesize"),  # 3
    "crc16": ("golang-github-howeyc-crc16-dev", "github.com/howeyc/crc16"),  # 3
    "buildinfo": ("golang-github-hlandau-buildinfo-dev", "github.com/hlandau/buildinfo"),  # 3
    "usb": ("golang-github-hanwen-usb-dev", "github.com/hanwen/usb"),  # 3
    "gettext": ("golang-github-gosexy-gettext-dev", "github.com/gosexy/gettext"),  # 3
    "securecookie": (
        "golang-github-gorilla-securecookie-dev",
        "github.com/gorilla/securecookie",
    ),  # 3
    "assert-v2": (
        "golang-github-go-playground-assert-v2-dev",
        "github.com/go-playground/assert/v2",
    ),  # 3
    "go-git-fixtures": (
        "golang-github-go-git-go-git-fixtures-dev",
        "github.com/go-git/go-git-fixtures",
    ),  # 3
    "snapshot-chromedp": (
        "golang-github-go-echarts-snapshot-chromedp-dev",
        "github.com/go-echarts/snapshot-chromedp",
    ),  # 3
    "deque": ("golang-github-gammazero-deque-dev", "github.com/gammazero/deque"),  # 3
    "facebookgo-stack": ("golang-github-facebookgo-stack-dev", "github.com/facebookgo/stack"),  # 3
    "go-bindata-assetfs": (
        "golang-github-elazarl-go-bindata-assetfs-dev",
        "github.com/elazarl/go-bindata-assetfs",
    ),  # 3
    "depcheck": (
        "golang-github-depcheck-test-depcheck-test-dev",
        "github.com/depcheck-test/depcheck-test/depcheck",
    ),  # 3
    "go-libnp": ("golang-github-delthas-go-libnp-dev", "github.com/delthas/go-libnp"),  # 3
    "crowdsecurity-dlog": (
        "golang-github-crowdsecurity-dlog-dev",
        "github.com/crowdsecurity/dlog",
    ),  # 3
    "iptables": (
        "golang-github-coreos-go-iptables-dev",
        "github.com/coreos/go-iptables/iptables",
    ),  # 3
    "logex": ("golang-github-chzyer-logex-dev", "github.com/chzyer/logex"),  # 3
    "nfqueue": (
        "golang-github-chifflier-nfqueue-go-dev",
        "github.com/chifflier/nfqueue-go/nfqueue",
    ),  # 3
    "cenk-hub": ("golang-github-cenk-hub-dev", "github.com/cenk/hub"),  # 3
    "goluaez": ("golang-github-brentp-goluaez-dev", "github.com/brentp/goluaez"),  # 3
    "generic-list-go": (
        "golang-github-bahlo-generic-list-go-dev",
        "github.com/bahlo/generic-list-go",
    ),  # 3
    "gin-jwt": ("golang-github-appleboy-gin-jwt-dev", "github.com/appleboy/gin-jwt"),  # 3
    "cidr": (
        "golang-github-apparentlymart-go-cidr-dev",
        "github.com/apparentlymart/go-cidr/cidr",
    ),  # 3
    "go-shlex": ("golang-github-anmitsu-go-shlex-dev", "github.com/anmitsu/go-shlex"),  # 3
    "go-homedir": ("golang-github-anchore-go-homedir-dev", "github.com/anchore/go-homedir"),  # 3
    "kong-hcl": ("golang-github-alecthomas-kong-hcl-dev", "github.com/alecthomas/kong-hcl"),  # 3
    "git-pages-go-redirects": (
        "golang-codeberg-git-pages-go-redirects-dev",
        "codeberg.org/git-pages/go-redirects",
    ),  # 3
    "shellescape": ("golang-al-essio-pkg-shellescape-dev", "al.essio.dev/pkg/shellescape"),  # 3
    "jsoncanonicalizer": (
        "golang-webpki-org-jsoncanonicalizer-dev",
        "webpki.org/jsoncanonicalizer",
    ),  # 2
    "reader": ("golang-codeberg-mellium-reader-dev", "mellium.im/reader"),  # 2
    "warnings.v0": ("golang-gopkg-warnings.v0-dev", "gopkg.in/warnings.v0"),  # 2
    "editorconfig-core-go.v1": (
        "golang-gopkg-editorconfig-editorconfig-core-go.v1-dev",
        "gopkg.in/editorconfig/editorconfig-core-go.v1",
    ),  # 2
    "queue.v1": ("golang-gopkg-eapache-queue.v1-dev", "gopkg.in/eapache/queue.v1"),  # 2
    "puny": ("golang-gitlab-golang-commonmark-puny-dev", "gitlab.com/golang-commonmark/puny"),  # 2
    "rc2": ("golang-github-zmap-rc2-dev", "github.com/zmap/rc2"),  # 2
    "goldmark-highlighting-v2": (
        "golang-github-yuin-goldmark-highlighting-dev",
        "github.com/yuin/goldmark-highlighting/v2",
    ),  # 2
    "goval-parser": (
        "golang-github-ymomoi-goval-parser-dev",
        "github.com/ymomoi/goval-parser",
    ),  # 2
    "gojsonreference": (
        "golang-github-xeipuuv-gojsonreference-dev",
        "github.com/xeipuuv/gojsonreference",
    ),  # 2
    "pbkdf2": ("golang-github-xdg-go-pbkdf2-dev", "github.com/xdg-go/pbkdf2"),  # 2
    "vmw-ovflib": ("golang-github-vmware-vmw-ovflib-dev", "github.com/vmware/vmw-ovflib"),  # 2
    "httpunix": ("golang-github-tv42-httpunix-dev", "github.com/tv42/httpunix"),  # 2
    "rocacheck": ("golang-github-titanous-rocacheck-dev", "github.com/titanous/rocacheck"),  # 2
    "sjson": ("golang-github-tidwall-sjson-dev", "github.com/tidwall/sjson"),  # 2
    "tidwall-pretty": ("golang-github-tidwall-pretty-dev", "github.com/tidwall/pretty"),  # 2
    "grect": ("golang-github-tidwall-grect-dev", "github.com/tidwall/grect"),  # 2
    "json-resp": ("golang-github-sylabs-json-resp-dev", "github.com/sylabs/json-resp"),  # 2
    "go-pkcs11uri": (
        "golang-github-stefanberger-go-pkcs11uri-dev",
        "github.com/stefanberger/go-pkcs11uri",
    ),  # 2
    "ssor-bom": ("golang-github-ssor-bom-dev", "github.com/ssor/bom"),  # 2
    "duration": ("golang-github-sosodev-duration-dev", "github.com/sosodev/duration"),  # 2
    "sanitized_anchor_name": (
        "golang-github-shurcool-sanitized-anchor-name-dev",
        "github.com/shurcooL/sanitized_anchor_name",
    ),  # 2
    "go-pathspec": ("golang-github-shibumi-go-pathspec-dev", "github.com/shibumi/go-pathspec"),  # 2
    "hashring": ("golang-github-serialx-hashring-dev", "github.com/serialx/hashring"),  # 2
    "pake": ("golang-github-schollz-pake-dev", "github.com/schollz/pake"),  # 2
    "go-glob": ("golang-github-ryanuber-go-glob-dev", "github.com/ryanuber/go-glob"),  # 2
    "columnize": ("golang-github-ryanuber-columnize-dev", "github.com/ryanuber/columnize"),  # 2
    "go-proto": (
        "golang-github-rootless-containers-proto-dev",
        "github.com/rootless-containers/proto/go-proto",
    ),  # 2
    "lfshook": ("golang-github-rifflock-lfshook-dev", "github.com/rifflock/lfshook"),  # 2
    "inflection": ("golang-github-qor-inflection-dev", "github.com/qor/inflection"),  # 2
    "runit": (
        "golang-github-prometheus-community-go-runit-dev",
        "github.com/prometheus-community/go-runit/runit",
    ),  # 2
    "go-buffruneio": (
        "golang-github-pelletier-go-buffruneio-dev",
        "github.com/pelletier/go-buffruneio",
    ),  # 2
    "indent": ("golang-github-pborman-indent-dev", "github.com/pborman/indent"),  # 2
    "gorequest": ("golang-github-parnurzeal-gorequest-dev", "github.com/parnurzeal/gorequest"),  # 2
    "seq": ("golang-github-ncabatoff-go-seq-dev", "github.com/ncabatoff/go-seq/seq"),  # 2
    "goautoneg": ("golang-github-munnerz-goautoneg-dev", "github.com/munnerz/goautoneg"),  # 2
    "go-varint": (
        "golang-github-multiformats-go-varint-dev",
        "github.com/multiformats/go-varint",
    ),  # 2
    "roff": ("golang-github-muesli-roff-dev", "github.com/muesli/roff"),  # 2
    "docker-image-spec-specs-go": (
        "golang-github-moby-docker-image-spec-dev",
        "github.com/moby/docker-image-spec/specs-go",
    ),  # 2
    "go-testing-interface": (
        "golang-github-mitchellh-go-testing-interface-dev",
        "github.com/mitchellh/go-testing-interface",
    ),  # 2
    "mitchellh-go-homedir": (
        "golang-github-mitchellh-go-homedir-dev",
        "github.com/mitchellh/go-homedir",
    ),  # 2
    "babyenv": ("golang-github-meowgorithm-babyenv-dev", "github.com/meowgorithm/babyenv"),  # 2
    "go-lookup": ("golang-github-mcuadros-go-lookup-dev", "github.com/mcuadros/go-lookup"),  # 2
    "ttlmap": ("golang-github-mailgun-ttlmap-dev", "github.com/mailgun/ttlmap"),  # 2
    "multibuf": ("golang-github-mailgun-multibuf-dev", "github.com/mailgun/multibuf"),  # 2
    "reggen": ("golang-github-lucasjones-reggen-dev", "github.com/lucasjones/reggen"),  # 2
    "blackmagic": (
        "golang-github-lestrrat-go-blackmagic-dev",
        "github.com/lestrrat-go/blackmagic",
    ),  # 2
    "go-ntlm-proxy-auth": (
        "golang-github-launchdarkly-go-ntlm-proxy-auth-dev",
        "github.com/launchdarkly/go-ntlm-proxy-auth",
    ),  # 2
    "go-deb-version": (
        "golang-github-knqyf263-go-deb-version-dev",
        "github.com/knqyf263/go-deb-version",
    ),  # 2
    "asmfmt": ("golang-github-klauspost-asmfmt-dev", "github.com/klauspost/asmfmt"),  # 2
    "zap-logfmt": (
        "golang-github-jsternberg-zap-logfmt-dev",
        "github.com/jsternberg/zap-logfmt",
    ),  # 2
    "go-tld": ("golang-github-jpillora-go-tld-dev", "github.com/jpillora/go-tld"),  # 2
    "jinzhu-inflection": (
        "golang-github-jinzhu-inflection-dev",
        "github.com/jinzhu/inflection",
    ),  # 2
    "httprs": ("golang-github-jfbus-httprs-dev", "github.com/jfbus/httprs"),  # 2
    "go-hpke-compact": (
        "golang-github-jedisct1-go-hpke-compact-dev",
        "github.com/jedisct1/go-hpke-compact",
    ),  # 2
    "envy": ("golang-github-jamiealquiza-envy-dev", "github.com/jamiealquiza/envy"),  # 2
    "reqtrace": ("golang-github-jacobsa-reqtrace-dev", "github.com/jacobsa/reqtrace"),  # 2
    "pgpassfile": ("golang-github-jackc-pgpassfile-dev", "github.com/jackc/pgpassfile"),  # 2
    "chunkreader-v2": (
        "golang-github-jackc-chunkreader-v2-dev",
        "github.com/jackc/chunkreader/v2",
    ),  # 2
    "mousetrap": (
        "golang-github-inconshreveable-mousetrap-dev",
        "github.com/inconshreveable/mousetrap",
    ),  # 2
    "sarif": ("golang-github-haya14busa-go-sarif-dev", "github.com/haya14busa/go-sarif/sarif"),  # 2
    "go-safetemp": (
        "golang-github-hashicorp-go-safetemp-dev",
        "github.com/hashicorp/go-safetemp",
    ),  # 2
    "go-envparse": (
        "golang-github-hashicorp-go-envparse-dev",
        "github.com/hashicorp/go-envparse",
    ),  # 2
    "go-codeowners": (
        "golang-github-hairyhenderson-go-codeowners-dev",
        "github.com/hairyhenderson/go-codeowners",
    ),  # 2
    "jsbuiltin": ("golang-github-gopherjs-jsbuiltin-dev", "github.com/gopherjs/jsbuiltin"),  # 2
    "query": (
        "golang-github-google-go-querystring-dev",
        "github.com/google/go-querystring/query",
    ),  # 2
    "gobuffalo-envy": ("golang-github-gobuffalo-envy-dev", "github.com/gobuffalo/envy"),  # 2
    "inject": ("golang-github-go-macaron-inject-dev", "github.com/go-macaron/inject"),  # 2
    "window": ("golang-github-gigawattio-window-dev", "github.com/gigawattio/window"),  # 2
    "hidden": ("golang-github-getlantern-hidden-dev", "github.com/getlantern/hidden"),  # 2
    "avxTwo2sve": ("golang-github-fwessels-avxtwo2sve-dev", "github.com/fwessels/avxTwo2sve"),  # 2
    "tempfile": ("golang-github-folbricht-tempfile-dev", "github.com/folbricht/tempfile"),  # 2
    "camelcase": ("golang-github-fatih-camelcase-dev", "github.com/fatih/camelcase"),  # 2
    "facette-natsort": ("golang-github-facette-natsort-dev", "github.com/facette/natsort"),  # 2
    "freeport": ("golang-github-facebookgo-freeport-dev", "github.com/facebookgo/freeport"),  # 2
    "qdisc": ("golang-github-ema-qdisc-dev", "github.com/ema/qdisc"),  # 2
    "simple-scrypt": (
        "golang-github-elithrar-simple-scrypt-dev",
        "github.com/elithrar/simple-scrypt",
    ),  # 2
    "gotree-v3": ("golang-github-disiqueira-gotree-dev", "github.com/disiqueira/gotree/v3"),  # 2
    "go-rendezvous": (
        "golang-github-dgryski-go-rendezvous-dev",
        "github.com/dgryski/go-rendezvous",
    ),  # 2
    "go-bitstream": (
        "golang-github-dgryski-go-bitstream-dev",
        "github.com/dgryski/go-bitstream",
    ),  # 2
    "trie-v3": ("golang-github-derekparker-trie-dev", "github.com/derekparker/trie/v3"),  # 2
    "bcrypt_pbkdf": (
        "golang-github-dchest-bcrypt-pbkdf-dev",
        "github.com/dchest/bcrypt_pbkdf",
    ),  # 2
    "sortutil": ("golang-github-cznic-sortutil-dev", "github.com/cznic/sortutil"),  # 2
    "mvnparser": ("golang-github-creekorful-mvnparser-dev", "github.com/creekorful/mvnparser"),  # 2
    "charmbracelet-keygen": (
        "golang-github-charmbracelet-keygen-dev",
        "github.com/charmbracelet/keygen",
    ),  # 2
    "datasize": ("golang-github-c2h5oh-datasize-dev", "github.com/c2h5oh/datasize"),  # 2
    "bruth-assert": ("golang-github-bruth-assert-dev", "github.com/bruth/assert"),  # 2
    "mozillainstallhash": (
        "golang-github-bradenhilton-mozillainstallhash-dev",
        "github.com/bradenhilton/mozillainstallhash",
    ),  # 2
    "windows": ("golang-github-bodgit-windows-dev", "github.com/bodgit/windows"),  # 2
    "simplecobra": ("golang-github-bep-simplecobra-dev", "github.com/bep/simplecobra"),  # 2
    "tmpl": ("golang-github-benbjohnson-tmpl-dev", "github.com/benbjohnson/tmpl"),  # 2
    "wildmatch-go": (
        "golang-github-becheran-wildmatch-go-dev",
        "github.com/becheran/wildmatch-go",
    ),  # 2
    "go-loser": ("golang-github-bboreham-go-loser-dev", "github.com/bboreham/go-loser"),  # 2
    "etcpwdparse": (
        "golang-github-astromechza-etcpwdparse-dev",
        "github.com/astromechza/etcpwdparse",
    ),  # 2
    "go-radix": ("golang-github-armon-go-radix-dev", "github.com/armon/go-radix"),  # 2
    "circbuf": ("golang-github-armon-circbuf-dev", "github.com/armon/circbuf"),  # 2
    "go-scalar": ("golang-github-alexflint-go-scalar-dev", "github.com/alexflint/go-scalar"),  # 2
    "alecthomas-jsonschema": (
        "golang-github-alecthomas-jsonschema-dev",
        "github.com/alecthomas/jsonschema",
    ),  # 2
    "colour": ("golang-github-alecthomas-colour-dev", "github.com/alecthomas/colour"),  # 2
    "tgz": ("golang-github-alcortesm-tgz-dev", "github.com/alcortesm/tgz"),  # 2
    "acobaugh-osrelease": (
        "golang-github-acobaugh-osrelease-dev",
        "github.com/acobaugh/osrelease",
    ),  # 2
    "aarondl-inflect": ("golang-bitbucket-pkg-inflect-dev", "github.com/aarondl/inflect"),  # 2
    "godaemon": ("golang-github-vividcortex-godaemon-dev", "github.com/VividCortex/godaemon"),  # 2
    "whois": ("golang-github-twin-whois-dev", "github.com/TwiN/whois"),  # 2
    "urlesc": ("golang-github-opennota-urlesc-dev", "github.com/PuerkitoBio/urlesc"),  # 2
    "go-mpris": ("golang-github-pauloo27-go-mpris-dev", "github.com/Pauloo27/go-mpris"),  # 2
    "gspt": ("golang-github-erikdubbelboer-gspt-dev", "github.com/ErikDubbelboer/gspt"),  # 2
    "fluxline": ("golang-github-dcso-fluxline-dev", "github.com/DCSO/fluxline"),  # 2
    "safecast": ("golang-fortio-safecast-dev", "fortio.org/safecast"),  # 2
    "go-libravatar": (
        "golang-forgejo-forgejo-contrib-go-libravatar-dev",
        "code.forgejo.org/forgejo-contrib/go-libravatar",
    ),  # 2
    "audit": ("golang-redhat-audit-dev", "redhat.com/audit"),  # 1
    "guestfs": ("golang-guestfs-dev", "libguestfs.org/guestfs"),  # 1
    "configurable.v1": (
        "golang-gopkg-hlandau-configurable.v1-dev",
        "gopkg.in/hlandau/configurable.v1",
    ),  # 1
    "telnet": ("golang-github-ziutek-telnet-dev", "github.com/ziutek/telnet"),  # 1
    "go-presenter": (
        "golang-github-wagoodman-go-presenter-dev",
        "github.com/wagoodman/go-presenter",
    ),  # 1
    "tkeysign": ("golang-github-tillitis-tkeysign-dev", "github.com/tillitis/tkeysign"),  # 1
    "tkey-pq-device-sign": (
        "golang-github-tillitis-tkey-pq-device-sign-dev",
        "github.com/tillitis/tkey-pq-device-sign",
    ),  # 1
    "mango-pflag": ("golang-github-muesli-mango-pflag-dev", "github.com/muesli/mango-pflag"),  # 1
    "mango-cobra": ("golang-github-muesli-mango-cobra-dev", "github.com/muesli/mango-cobra"),  # 1
    "babylogger": (
        "golang-github-meowgorithm-babylogger-dev",
        "github.com/meowgorithm/babylogger",
    ),  # 1
    "go-clocksmith": (
        "golang-github-jedisct1-go-clocksmith-dev",
        "github.com/jedisct1/go-clocksmith",
    ),  # 1
    "wlog": ("golang-github-influxdata-wlog-dev", "github.com/influxdata/wlog"),  # 1
    "subcommands": ("golang-github-google-subcommands-dev", "github.com/google/subcommands"),  # 1
    "hex": ("golang-github-getlantern-hex-dev", "github.com/getlantern/hex"),  # 1
    "testname": ("golang-github-facebookgo-testname-dev", "github.com/facebookgo/testname"),  # 1
    "layershell": (
        "golang-github-dlasky-gotk3-layershell-dev",
        "github.com/dlasky/gotk3-layershell/layershell",
    ),  # 1
    "harmonica": (
        "golang-github-charmbracelet-harmonica-dev",
        "github.com/charmbracelet/harmonica",
    ),  # 1
    "dump": (
        "golang-github-apparentlymart-go-dump-dev",
        "github.com/apparentlymart/go-dump/dump",
    ),  # 1
    "svgo": ("golang-github-ajstarks-svgo-dev", "github.com/ajstarks/svgo"),  # 1
    "base32768": ("golang-github-max-sum-base32768-dev", "github.com/Max-Sum/base32768"),  # 1
    "sentinel": ("golang-github-fzambia-sentinel-dev", "github.com/FZambia/sentinel"),  # 1
    "gopopulate": ("golang-github-14rcole-gopopulate-dev", "github.com/14rcole/gopopulate"),  # 1
    "fortio.org-assert": ("golang-fortio-assert-dev", "fortio.org/assert"),  # 1
}

# Batch 24: the golang-*-dev packages of Debian trixie, bookworm, bullseye and experimental
# and of Ubuntu (resolute to xenial) that sid does not have, goroutines or not, no earlier
# set holding them (draw_batch.py --min-go 0; 212 of 519 projects),
# split with random.Random(20261224) before goleaklint was run on any of them.
TUNING_24 = {
    "gotk3adapter": (
        "golang-github-twstrike-gotk3adapter-dev",
        "github.com/twstrike/gotk3adapter",
    ),  # 253
    "fastly": (
        "golang-github-sethvargo-go-fastly-dev",
        "github.com/sethvargo/go-fastly/fastly",
    ),  # 87
    "cloudstack": (
        "golang-github-xanzy-go-cloudstack-dev",
        "github.com/xanzy/go-cloudstack/cloudstack",
    ),  # 73
    "gomaasapi": ("golang-github-juju-gomaasapi-dev", "github.com/juju/gomaasapi"),  # 67
    "saml": ("golang-github-crewjam-saml-dev", "github.com/crewjam/saml"),  # 65
    "gosdc": ("golang-github-joyent-gosdc-dev", "github.com/joyent/gosdc"),  # 50
    "fscrypt": ("golang-github-google-fscrypt-dev", "github.com/google/fscrypt"),  # 50
    "lion": ("golang-go.pedge-lion-dev", "go.pedge.io/lion"),  # 48
    "gotuf": ("golang-github-endophage-gotuf-dev", "github.com/endophage/gotuf"),  # 41
    "vmware-govcd": ("golang-github-hmrc-vmware-govcd-dev", "github.com/hmrc/vmware-govcd"),  # 30
    "crossdock-go": (
        "golang-github-crossdock-crossdock-go-dev",
        "github.com/crossdock/crossdock-go",
    ),  # 30
    "sidh": ("golang-github-cloudflare-sidh-dev", "github.com/cloudflare/sidh"),  # 29
    "go-userdirs": (
        "golang-github-apparentlymart-go-userdirs-dev",
        "github.com/apparentlymart/go-userdirs",
    ),  # 23
    "go-sophia": ("golang-github-pzhin-go-sophia-dev", "github.com/pzhin/go-sophia"),  # 21
    "clc-sdk": (
        "golang-github-centurylinkcloud-clc-sdk-dev",
        "github.com/CenturyLinkCloud/clc-sdk",
    ),  # 21
    "go-cty-yaml": (
        "golang-github-zclconf-go-cty-yaml-dev",
        "github.com/zclconf/go-cty-yaml",
    ),  # 20
    "go-wire": ("golang-github-tendermint-go-wire-dev", "github.com/tendermint/go-wire"),  # 19
    "btcec": ("golang-github-btcsuite-btcd-btcec-dev", "github.com/btcsuite/btcd/btcec"),  # 19
    "go-porterstemmer": (
        "golang-github-blevesearch-go-porterstemmer-dev",
        "github.com/blevesearch/go-porterstemmer",
    ),  # 18
    "go-imath": ("golang-github-adam-lavrik-go-imath-dev", "github.com/adam-lavrik/go-imath"),  # 18
    "goyaml": ("golang-goyaml-dev", "launchpad.net/goyaml"),  # 16
    "pointerstructure": (
        "golang-github-mitchellh-pointerstructure-dev",
        "github.com/mitchellh/pointerstructure",
    ),  # 15
    "gou": ("golang-github-araddon-gou-dev", "github.com/araddon/gou"),  # 15
    "go-tspi": ("golang-github-google-go-tspi-dev", "github.com/google/go-tspi"),  # 14
    "shquot": (
        "golang-github-apparentlymart-go-shquot-dev",
        "github.com/apparentlymart/go-shquot/shquot",
    ),  # 14
    "cae": ("golang-github-unknwon-cae-dev", "github.com/Unknwon/cae"),  # 14
    "httpfs": ("golang-github-shurcool-httpfs-dev", "github.com/shurcooL/httpfs"),  # 13
    "enterprise-client-v1": (
        "golang-github-influxdb-enterprise-client-dev",
        "github.com/influxdb/enterprise-client/v1",
    ),  # 13
    "go-aws-auth": ("golang-github-smira-go-aws-auth-dev", "github.com/smira/go-aws-auth"),  # 12
    "dynect": ("golang-github-nesv-go-dynect-dev", "github.com/nesv/go-dynect/dynect"),  # 12
    "golang": (
        "golang-github-lightstep-lightstep-tracer-common-dev",
        "github.com/lightstep/lightstep-tracer-common/golang",
    ),  # 12
    "mms": ("golang-nuntium-mms-dev", "github.com/ubuntu-phonedations/nuntium/mms"),  # 11
    "docker-registry-client": (
        "golang-github-heroku-docker-registry-client-dev",
        "github.com/heroku/docker-registry-client",
    ),  # 11
    "zbase32": ("golang-github-tv42-zbase32-dev", "github.com/tv42/zbase32"),  # 10
    "blake2b-simd": ("golang-github-minio-blake2b-simd-dev", "github.com/minio/blake2b-simd"),  # 10
    "compose-file": (
        "golang-github-aanand-compose-file-dev",
        "github.com/aanand/compose-file",
    ),  # 10
    "dnsmadeeasy": ("golang-github-soniah-dnsmadeeasy-dev", "github.com/soniah/dnsmadeeasy"),  # 9
    "go-pinyin": ("golang-github-mozillazg-go-pinyin-dev", "github.com/mozillazg/go-pinyin"),  # 9
    "usso": ("golang-github-juju-usso-dev", "github.com/juju/usso"),  # 9
    "fakemachine": (
        "golang-github-go-debos-fakemachine-dev",
        "github.com/go-debos/fakemachine",
    ),  # 9
    "rundeck": (
        "golang-github-apparentlymart-go-rundeck-api-dev",
        "github.com/apparentlymart/go-rundeck-api/rundeck",
    ),  # 9
    "quotedprintable.v3": (
        "golang-gopkg-alexcesaro-quotedprintable.v3-dev",
        "gopkg.in/alexcesaro/quotedprintable.v3",
    ),  # 8
    "shakers": ("golang-github-vdemeester-shakers-dev", "github.com/vdemeester/shakers"),  # 8
    "selfupdate": ("golang-github-minio-selfupdate-dev", "github.com/minio/selfupdate"),  # 8
    "aclstore": ("golang-github-juju-aclstore-dev", "github.com/juju/aclstore"),  # 8
    "chacha20": ("golang-github-aead-chacha20-dev", "github.com/aead/chacha20"),  # 8
    "entropy-mnemonics": (
        "golang-github-nebulouslabs-entropy-mnemonics-dev",
        "github.com/NebulousLabs/entropy-mnemonics",
    ),  # 8
    "rdb": ("golang-github-siddontang-rdb-dev", "github.com/siddontang/rdb"),  # 7
    "go-bits": ("golang-github-dgryski-go-bits-dev", "github.com/dgryski/go-bits"),  # 7
    "cupcake-rdb": ("golang-github-cupcake-rdb-dev", "github.com/cupcake/rdb"),  # 7
    "ed25519": ("golang-github-tendermint-ed25519-dev", "github.com/tendermint/ed25519"),  # 6
    "go-monitoringplugin": (
        "golang-github-inexio-go-monitoringplugin-dev",
        "github.com/inexio/go-monitoringplugin",
    ),  # 6
    "gopher-json": ("golang-github-glendc-gopher-json-dev", "github.com/glendc/gopher-json"),  # 6
    "ghistogram": (
        "golang-github-couchbase-ghistogram-dev",
        "github.com/couchbase/ghistogram",
    ),  # 6
    "ubuntuimage": (
        "golang-goget-ubuntu-touch-ubuntuimage-dev",
        "launchpad.net/goget-ubuntu-touch/ubuntuimage",
    ),  # 5
    "colors.v1": (
        "golang-gopkg-go-playground-colors.v1-dev",
        "gopkg.in/go-playground/colors.v1",
    ),  # 5
    "gofpdi": ("golang-github-phpdave11-gofpdi-dev", "github.com/phpdave11/gofpdi"),  # 5
    "user_agent": ("golang-github-mssola-user-agent-dev", "github.com/mssola/user_agent"),  # 5
    "gcputil": (
        "golang-github-hashicorp-go-gcp-common-dev",
        "github.com/hashicorp/go-gcp-common/gcputil",
    ),  # 5
    "static": ("golang-github-gin-contrib-static-dev", "github.com/gin-contrib/static"),  # 5
    "structhash": ("golang-github-cnf-structhash-dev", "github.com/cnf/structhash"),  # 5
    "go-mimedb": ("golang-gitlab-lupine-go-mimedb-dev", "gitlab.com/lupine/go-mimedb"),  # 4
    "chalk": ("golang-github-ttacon-chalk-dev", "github.com/ttacon/chalk"),  # 4
    "strconv": ("golang-github-tdewolff-strconv-dev", "github.com/tdewolff/strconv"),  # 4
    "gollectd": ("golang-github-kimor79-gollectd-dev", "github.com/kimor79/gollectd"),  # 4
    "go-idsrules": (
        "golang-github-jasonish-go-idsrules-dev",
        "github.com/jasonish/go-idsrules",
    ),  # 4
    "consul-migrate": (
        "golang-github-hashicorp-consul-migrate-dev",
        "github.com/hashicorp/consul-migrate",
    ),  # 4
    "gzip": ("golang-github-gin-contrib-gzip-dev", "github.com/gin-contrib/gzip"),  # 4
    "go-sip13": ("golang-github-dgryski-go-sip13-dev", "github.com/dgryski/go-sip13"),  # 4
    "go-lz4": ("golang-github-bkaradzic-go-lz4-dev", "github.com/bkaradzic/go-lz4"),  # 4
    "poly1305": ("golang-github-aead-poly1305-dev", "github.com/aead/poly1305"),  # 4
    "i18n": ("golang-github-unknwon-i18n-dev", "github.com/Unknwon/i18n"),  # 4
    "flocker-go": (
        "golang-github-clusterhq-flocker-go-dev",
        "github.com/ClusterHQ/flocker-go",
    ),  # 4
    "ace-proxy": ("golang-github-yosssi-ace-proxy-dev", "github.com/yosssi/ace-proxy"),  # 3
    "scopestack": (
        "golang-github-mendersoftware-scopestack-dev",
        "github.com/mendersoftware/scopestack",
    ),  # 3
    "mendertesting": (
        "golang-github-mendersoftware-mendertesting-dev",
        "github.com/mendersoftware/mendertesting",
    ),  # 3
    "qthttptest": ("golang-github-juju-qthttptest-dev", "github.com/juju/qthttptest"),  # 3
    "localescompressed": (
        "golang-github-gohugoio-localescompressed-dev",
        "github.com/gohugoio/localescompressed",
    ),  # 3
    "btclog": ("golang-github-btcsuite-btclog-dev", "github.com/btcsuite/btclog"),  # 3
    "libravatar": (
        "golang-strk.kbt-projects-go-libravatar-dev",
        "strk.kbt.io/projects/go/libravatar",
    ),  # 2
    "bootimg": (
        "golang-goget-ubuntu-touch-bootimg-dev",
        "launchpad.net/goget-ubuntu-touch/bootimg",
    ),  # 2
    "canonical-json-go": (
        "golang-github-tent-canonical-json-go-dev",
        "github.com/tent/canonical-json-go",
    ),  # 2
    "go-config": ("golang-github-tendermint-go-config-dev", "github.com/tendermint/go-config"),  # 2
    "godebiancontrol": ("golang-godebiancontrol-dev", "github.com/stapelberg/godebiancontrol"),  # 2
    "naturalsort": (
        "golang-github-skarademir-naturalsort-dev",
        "github.com/skarademir/naturalsort",
    ),  # 2
    "pathtree": ("golang-github-robfig-pathtree-dev", "github.com/robfig/pathtree"),  # 2
    "command": ("golang-github-odeke-em-command-dev", "github.com/odeke-em/command"),  # 2
    "alice": ("golang-github-justinas-alice-dev", "github.com/justinas/alice"),  # 2
    "randomcolor": (
        "golang-github-hansrodtang-randomcolor-dev",
        "github.com/hansrodtang/randomcolor",
    ),  # 2
    "status": ("golang-github-gogo-status-dev", "github.com/gogo/status"),  # 2
    "go-macaron-i18n": ("golang-github-go-macaron-i18n-dev", "github.com/go-macaron/i18n"),  # 2
    "bindata": ("golang-github-go-macaron-bindata-dev", "github.com/go-macaron/bindata"),  # 2
    "ops": ("golang-github-getlantern-ops-dev", "github.com/getlantern/ops"),  # 2
    "pidfile": ("golang-github-facebookgo-pidfile-dev", "github.com/facebookgo/pidfile"),  # 2
    "go-libvterm": (
        "golang-github-ddevault-go-libvterm-dev",
        "github.com/ddevault/go-libvterm",
    ),  # 2
    "strutil": ("golang-github-cznic-strutil-dev", "github.com/cznic/strutil"),  # 2
    "randomart": ("golang-github-calmh-randomart-dev", "github.com/calmh/randomart"),  # 2
    "binary": ("golang-github-alecthomas-binary-dev", "github.com/alecthomas/binary"),  # 2
    "geoip": ("golang-github-abh-geoip-dev", "github.com/abh/geoip"),  # 2
    "demotemutex": (
        "golang-github-nebulouslabs-demotemutex-dev",
        "github.com/NebulousLabs/demotemutex",
    ),  # 2
    "ginpprof": (
        "golang-github-deanthompson-ginpprof-dev",
        "github.com/DeanThompson/ginpprof",
    ),  # 2
    "nzaat": ("golang-nzaat-dev", "ancient-solutions.com/hash/nzaat"),  # 2
    "go-nbreader": ("golang-github-svent-go-nbreader-dev", "github.com/svent/go-nbreader"),  # 1
    "pager": ("golang-github-sean--pager-dev", "github.com/sean-/pager"),  # 1
    "deadline": ("golang-github-ngaut-deadline-dev", "github.com/ngaut/deadline"),  # 1
    "httpprof": ("golang-github-juju-httpprof-dev", "github.com/juju/httpprof"),  # 1
}
HELD_BACK_24 = {
    "go-hbci": ("golang-github-mitch000001-go-hbci-dev", "github.com/mitch000001/go-hbci"),  # 202
    "otr3": ("golang-github-twstrike-otr3-dev", "github.com/twstrike/otr3"),  # 109
    "go-datadog-api": (
        "golang-github-zorkian-go-datadog-api-dev",
        "github.com/zorkian/go-datadog-api",
    ),  # 85
    "go-tfe": ("golang-github-hashicorp-go-tfe-dev", "github.com/hashicorp/go-tfe"),  # 68
    "geo": ("golang-github-golang-geo-dev", "github.com/golang/geo"),  # 58
    "names": ("golang-github-juju-names-dev", "github.com/juju/names"),  # 54
    "photon": (
        "golang-github-vmware-photon-controller-go-sdk-dev",
        "github.com/vmware/photon-controller-go-sdk/photon",
    ),  # 49
    "go-libsass": (
        "golang-github-wellington-go-libsass-dev",
        "github.com/wellington/go-libsass",
    ),  # 44
    "cmd": ("golang-github-juju-cmd-dev", "github.com/juju/cmd"),  # 30
    "pencode": ("golang-github-ffuf-pencode-dev", "github.com/ffuf/pencode"),  # 30
    "versions": (
        "golang-github-apparentlymart-go-versions-dev",
        "github.com/apparentlymart/go-versions/versions",
    ),  # 30
    "mlog": ("golang-github-cactus-mlog-dev", "github.com/cactus/mlog"),  # 25
    "openid-go": ("golang-github-yohcop-openid-go-dev", "github.com/yohcop/openid-go"),  # 24
    "vmw-guestinfo": (
        "golang-github-vmware-vmw-guestinfo-dev",
        "github.com/vmware/vmw-guestinfo",
    ),  # 22
    "go.notmuch": ("golang-github-zenhack-go.notmuch-dev", "github.com/zenhack/go.notmuch"),  # 20
    "httprequest": ("golang-github-juju-httprequest-dev", "github.com/juju/httprequest"),  # 20
    "http-authentication": (
        "golang-github-jimstudt-http-authentication-dev",
        "github.com/jimstudt/http-authentication",
    ),  # 19
    "go-restful-swagger12": (
        "golang-github-emicklei-go-restful-swagger12-dev",
        "github.com/emicklei/go-restful-swagger12",
    ),  # 19
    "go-github-selfupdate": (
        "golang-github-rhysd-go-github-selfupdate-dev",
        "github.com/rhysd/go-github-selfupdate",
    ),  # 18
    "httprequest.v1": ("golang-gopkg-httprequest.v1-dev", "gopkg.in/httprequest.v1"),  # 17
    "go-lsp": ("golang-github-sourcegraph-go-lsp-dev", "github.com/sourcegraph/go-lsp"),  # 15
    "goxmldsig": (
        "golang-github-russellhaering-goxmldsig-dev",
        "github.com/russellhaering/goxmldsig",
    ),  # 15
    "terraform-json": (
        "golang-github-hashicorp-terraform-json-dev",
        "github.com/hashicorp/terraform-json",
    ),  # 14
    "statuscake": (
        "golang-github-dreamitgetit-statuscake-dev",
        "github.com/dreamitgetit/statuscake",
    ),  # 14
    "coreos-go-tspi": ("golang-github-coreos-go-tspi-dev", "github.com/coreos/go-tspi"),  # 14
    "resumable": ("golang-github-stevvooe-resumable-dev", "github.com/stevvooe/resumable"),  # 13
    "v4l": ("golang-github-korandiz-v4l-dev", "github.com/korandiz/v4l"),  # 13
    "goaci": ("golang-github-appc-goaci-dev", "github.com/appc/goaci"),  # 13
    "cpufeat": ("golang-github-templexxx-cpufeat-dev", "github.com/templexxx/cpufeat"),  # 12
    "smartystreets-go-aws-auth": (
        "golang-github-smartystreets-go-aws-auth-dev",
        "github.com/smartystreets/go-aws-auth",
    ),  # 12
    "httperr": ("golang-github-crewjam-httperr-dev", "github.com/crewjam/httperr"),  # 12
    "schema-registry": (
        "golang-github-lensesio-schema-registry-dev",
        "github.com/lensesio/schema-registry",
    ),  # 11
    "merkletree": (
        "golang-github-nebulouslabs-merkletree-dev",
        "github.com/NebulousLabs/merkletree",
    ),  # 11
    "go-merkle": (
        "golang-github-tendermint-go-merkle-dev",
        "github.com/tendermint/go-merkle",
    ),  # 10
    "simplekv": ("golang-github-juju-simplekv-dev", "github.com/juju/simplekv"),  # 10
    "runner": ("golang-github-containers-conmon-dev", "github.com/containers/conmon/runner"),  # 10
    "openldap": ("golang-openldap-dev", "github.com/mqu/openldap"),  # 9
    "go-vnc": ("golang-github-mitchellh-go-vnc-dev", "github.com/mitchellh/go-vnc"),  # 9
    "colorjson": ("golang-github-minio-colorjson-dev", "github.com/minio/colorjson"),  # 9
    "cel-spec": ("golang-github-google-cel-spec-dev", "github.com/google/cel-spec"),  # 9
    "peeringdb": ("golang-github-gmazoyer-peeringdb-dev", "github.com/gmazoyer/peeringdb"),  # 9
    "persistent": ("golang-github-xiaq-persistent-dev", "github.com/xiaq/persistent"),  # 8
    "go-msgpack": ("golang-github-ugorji-go-msgpack-dev", "github.com/ugorji/go-msgpack"),  # 8
    "lyricsapi": (
        "golang-github-raitonoberu-lyricsapi-dev",
        "github.com/raitonoberu/lyricsapi",
    ),  # 8
    "terraform-plugin-test": (
        "golang-github-hashicorp-terraform-plugin-test-dev",
        "github.com/hashicorp/terraform-plugin-test",
    ),  # 8
    "zappy": ("golang-github-cznic-zappy-dev", "github.com/cznic/zappy"),  # 8
    "environschema.v1": (
        "golang-gopkg-juju-environschema.v1-dev",
        "gopkg.in/juju/environschema.v1",
    ),  # 7
    "newrelic_platform_go": (
        "golang-github-yvasiyarov-newrelic-platform-go-dev",
        "github.com/yvasiyarov/newrelic_platform_go",
    ),  # 7
    "go-update": (
        "golang-github-inconshreveable-go-update-dev",
        "github.com/inconshreveable/go-update",
    ),  # 7
    "go-db": ("golang-github-tendermint-go-db-dev", "github.com/tendermint/go-db"),  # 6
    "go-rancher-metadata": (
        "golang-github-rancher-go-rancher-metadata-dev",
        "github.com/rancher/go-rancher-metadata",
    ),  # 6
    "goprogressbar": (
        "golang-github-muesli-goprogressbar-dev",
        "github.com/muesli/goprogressbar",
    ),  # 6
    "pinentry": ("golang-github-gopasspw-pinentry-dev", "github.com/gopasspw/pinentry"),  # 6
    "du": ("golang-github-calmh-du-dev", "github.com/calmh/du"),  # 6
    "agl-ed25519": ("golang-ed25519-dev", "github.com/agl/ed25519"),  # 6
    "xmlpath.v2": ("golang-gopkg-xmlpath.v2-dev", "gopkg.in/xmlpath.v2"),  # 5
    "xor": ("golang-github-templexxx-xor-dev", "github.com/templexxx/xor"),  # 5
    "cloudflare": ("golang-github-pearkes-cloudflare-dev", "github.com/pearkes/cloudflare"),  # 5
    "go-httpheader": (
        "golang-github-mozillazg-go-httpheader-dev",
        "github.com/mozillazg/go-httpheader",
    ),  # 5
    "grafana-plugin-model": (
        "golang-github-grafana-grafana-plugin-model-dev",
        "github.com/grafana/grafana-plugin-model",
    ),  # 5
    "b": ("golang-github-cznic-b-dev", "github.com/cznic/b"),  # 5
    "gomdb": ("golang-github-armon-gomdb-dev", "github.com/armon/gomdb"),  # 5
    "go-datemath": (
        "golang-github-timberio-go-datemath-dev",
        "github.com/timberio/go-datemath",
    ),  # 4
    "xml-roundtrip-validator": (
        "golang-github-mattermost-xml-roundtrip-validator-dev",
        "github.com/mattermost/xml-roundtrip-validator",
    ),  # 4
    "xmlpath": ("golang-github-masterzen-xmlpath-dev", "github.com/masterzen/xmlpath"),  # 4
    "raft-mdb": ("golang-github-hashicorp-raft-mdb-dev", "github.com/hashicorp/raft-mdb"),  # 4
    "go-slug": ("golang-github-hashicorp-go-slug-dev", "github.com/hashicorp/go-slug"),  # 4
    "winrmtest": ("golang-github-dylanmei-winrmtest-dev", "github.com/dylanmei/winrmtest"),  # 4
    "ioprogress": ("golang-github-coreos-ioprogress-dev", "github.com/coreos/ioprogress"),  # 4
    "goorgeous": (
        "golang-github-chaseadamsio-goorgeous-dev",
        "github.com/chaseadamsio/goorgeous",
    ),  # 4
    "gopcap": ("golang-github-akrennmair-gopcap-dev", "github.com/akrennmair/gopcap"),  # 4
    "NebulousLabs-ed25519": (
        "golang-github-nebulouslabs-ed25519-dev",
        "github.com/NebulousLabs/ed25519",
    ),  # 4
    "rrd": ("golang-rrd-dev", "github.com/ziutek/rrd"),  # 3
    "go-ini": ("golang-github-vaughan0-go-ini-dev", "github.com/vaughan0/go-ini"),  # 3
    "airbrake-go": ("golang-github-tobi-airbrake-go-dev", "github.com/tobi/airbrake-go"),  # 3
    "nested": ("golang-github-knqyf263-nested-dev", "github.com/knqyf263/nested"),  # 3
    "gnuflag": ("golang-github-juju-gnuflag-dev", "github.com/juju/gnuflag"),  # 3
    "goreq": ("golang-github-franela-goreq-dev", "github.com/franela/goreq"),  # 3
    "heroku-go-v5": (
        "golang-github-cyberdelia-heroku-go-dev",
        "github.com/cyberdelia/heroku-go/v5",
    ),  # 3
    "redistore": ("golang-github-boj-redistore-dev", "github.com/boj/redistore"),  # 3
    "go-spin": ("golang-github-tj-go-spin-dev", "github.com/tj/go-spin"),  # 2
    "http-link-go": ("golang-github-tent-http-link-go-dev", "github.com/tent/http-link-go"),  # 2
    "go-udp-testing": (
        "golang-github-stvp-go-udp-testing-dev",
        "github.com/stvp/go-udp-testing",
    ),  # 2
    "gtreap": ("golang-github-steveyen-gtreap-dev", "github.com/steveyen/gtreap"),  # 2
    "gopherjslib": (
        "golang-github-shurcool-gopherjslib-dev",
        "github.com/shurcooL/gopherjslib",
    ),  # 2
    "seed": ("golang-github-sean--seed-dev", "github.com/sean-/seed"),  # 2
    "globalconf": ("golang-github-rakyll-globalconf-dev", "github.com/rakyll/globalconf"),  # 2
    "sunrisesunset": (
        "golang-github-kelvins-sunrisesunset-dev",
        "github.com/kelvins/sunrisesunset",
    ),  # 2
    "uritemplates": (
        "golang-github-jtacoma-uritemplates-dev",
        "github.com/jtacoma/uritemplates",
    ),  # 2
    "httpauth": ("golang-github-goji-httpauth-dev", "github.com/goji/httpauth"),  # 2
    "macaroonpb": (
        "golang-github-go-macaroon-bakery-macaroonpb-dev",
        "github.com/go-macaroon-bakery/macaroonpb",
    ),  # 2
    "go-macaron-gzip": ("golang-github-go-macaron-gzip-dev", "github.com/go-macaron/gzip"),  # 2
    "goini": ("golang-github-glacjay-goini-dev", "github.com/glacjay/goini"),  # 2
    "atomicfile": (
        "golang-github-facebookgo-atomicfile-dev",
        "github.com/facebookgo/atomicfile",
    ),  # 2
    "uniuri": ("golang-github-dchest-uniuri-dev", "github.com/dchest/uniuri"),  # 2
    "cssmin": ("golang-github-dchest-cssmin-dev", "github.com/dchest/cssmin"),  # 2
    "bufs": ("golang-github-cznic-bufs-dev", "github.com/cznic/bufs"),  # 2
    "luhn": ("golang-github-calmh-luhn-dev", "github.com/calmh/luhn"),  # 2
    "go-forceexport": (
        "golang-github-alangpierce-go-forceexport-dev",
        "github.com/alangpierce/go-forceexport",
    ),  # 2
    "paginater": ("golang-github-unknwon-paginater-dev", "github.com/Unknwon/paginater"),  # 2
    "eagle": ("golang-github-fzambia-eagle-dev", "github.com/FZambia/eagle"),  # 2
    "gosqlite": ("golang-gosqlite-dev", "code.google.com/p/gosqlite"),  # 2
    "nitro": ("golang-github-spf13-nitro-dev", "github.com/spf13/nitro"),  # 1
    "go-libGeoIP": ("golang-libgeoip-dev", "github.com/nranchev/go-libGeoIP"),  # 1
    "filepath": ("golang-github-minio-filepath-dev", "github.com/minio/filepath"),  # 1
    "go-gin-prometheus": (
        "golang-github-mcuadros-go-gin-prometheus-dev",
        "github.com/mcuadros/go-gin-prometheus",
    ),  # 1
}

# Batch 25 (drawn by draw_sources.py --min-go 0 from sid's source index of 2026-12-04).
TUNING_25 = {
    "witr": ("source:witr", "github.com/pranshuparmar/witr"),  # 139
    "termshark-v2": ("source:termshark", "github.com/gcla/termshark/v2"),  # 132
    "arduino-builder": ("source:arduino-builder", "arduino.cc/arduino-builder"),  # 110
    "jqp": ("source:jqp", "github.com/noahgorstein/jqp"),  # 26
    "protobuild": ("source:protobuild", "github.com/containerd/protobuild"),  # 22
    "cobra-cli": ("source:cobra-cli", "github.com/spf13/cobra-cli"),  # 21
    "duf": ("source:duf", "github.com/muesli/duf"),  # 19
    "nextcloud-exporter": (
        "source:prometheus-nextcloud-exporter",
        "github.com/xperimental/nextcloud-exporter",
    ),  # 16
    "pwru": ("source:pwru", "github.com/cilium/pwru"),  # 15
    "browserpass": ("source:browserpass", "github.com/browserpass"),  # 15
    "hd-idle": ("source:hd-idle", "github.com/adelolmo/hd-idle"),  # 12
    "minijks": ("source:minijks", "github.com/lwithers/minijks"),  # 11
    "kubernetes-split-yaml": (
        "source:kubernetes-split-yaml",
        "github.com/mogensen/kubernetes-split-yaml",
    ),  # 10
    "pup": ("source:pup", "github.com/ericchiang/pup"),  # 7
    "lltsv": ("source:lltsv", "github.com/sonots/lltsv"),  # 6
    "ergo-ldap": ("source:ergochat-ldap", "github.com/ergochat/ergo-ldap"),  # 6
    "bind_exporter": (
        "source:prometheus-bind-exporter",
        "github.com/prometheus-community/bind_exporter",
    ),  # 5
    "clipman": ("source:clipman", "github.com/yory8/clipman"),  # 3
    "hugo-mx-gateway": ("source:hugo-mx-gateway", "github.com/rchakode/hugo-mx-gateway"),  # 3
    "cliphist": ("source:cliphist", "github.com/sentriz/cliphist"),  # 2
    "libvirt_exporter": (
        "source:prometheus-libvirt-exporter",
        "github.com/kumina/libvirt_exporter",
    ),  # 2
    "tftp-proxy": ("source:tftp-proxy", "github.com/openfibernet/tftp-proxy"),  # 1
    "git-credential-azure": (
        "source:git-credential-azure",
        "github.com/hickford/git-credential-azure",
    ),  # 1
    "phpfpm_exporter": (
        "source:prometheus-phpfpm-exporter",
        "github.com/Lusitaniae/phpfpm_exporter",
    ),  # 1
    "gitbrute": ("source:gitbrute", "github.com/bradfitz/gitbrute"),  # 0
}
HELD_BACK_25 = {
    "ntfy-v2": ("source:ntfy", "heckel.io/ntfy/v2"),  # 213
    "gdu-v5": ("source:gdu", "github.com/dundee/gdu/v5"),  # 131
    "mockery": ("source:mockery", "github.com/vektra/mockery"),  # 119
    "bird_exporter": ("source:prometheus-bird-exporter", "github.com/czerwonk/bird_exporter"),  # 26
    "glow-v2": ("source:glow", "github.com/charmbracelet/glow/v2"),  # 25
    "textql": ("source:textql", "github.com/dinedal/textql"),  # 21
    "gosop": ("source:gosop", "github.com/ProtonMail/gosop"),  # 19
    "image-tools": ("source:oci-image-tools", "github.com/opencontainers/image-tools"),  # 17
    "age-plugin-tpm": ("source:age-plugin-tpm", "github.com/foxboron/age-plugin-tpm"),  # 16
    "gron": ("source:gron", "github.com/tomnomnom/gron"),  # 12
    "obs-cli": ("source:obs-cli", "github.com/muesli/obs-cli"),  # 12
    "jid": ("source:jid", "github.com/simeji/jid"),  # 11
    "squid-exporter": (
        "source:prometheus-squid-exporter",
        "github.com/boynux/squid-exporter",
    ),  # 11
    "mkcert": ("source:mkcert", "github.com/FiloSottile/mkcert"),  # 7
    "tplink-plug-exporter": (
        "source:prometheus-tplink-plug-exporter",
        "github.com/fffonion/tplink-plug-exporter",
    ),  # 6
    "ffcvt": ("source:ffcvt", "github.com/suntong/ffcvt"),  # 5
    "didder": ("source:didder", "github.com/makeworld-the-better-one/didder"),  # 4
    "tfk8s": ("source:tfk8s", "github.com/jrhouston/tfk8s"),  # 4
    "gosu": ("source:gosu", "github.com/tianon/gosu"),  # 3
    "dnsmasq_exporter": (
        "source:prometheus-dnsmasq-exporter",
        "github.com/google/dnsmasq_exporter",
    ),  # 3
    "minica": ("source:minica", "github.com/paultag/minica"),  # 2
    "abbtr": ("source:abbtr", "github.com/manuwarfare/abbtr"),  # 1
    "jp": ("source:jp", "github.com/jmespath/jp"),  # 1
    "ethflux": ("source:ethflux", "github.com/DCSO/ethflux"),  # 1
}


# Batch 26 (draw_sources.py --min-go 0 from trixie's, experimental's and Ubuntu resolute's
# and noble's source indexes of 2026-12-04).
TUNING_26 = {
    "delve": ("source:delve", "github.com/go-delve/delve"),  # 469
    "miller-v6": ("source:miller", "github.com/johnkerl/miller/v6"),  # 316
    "kind": ("source:kind", "sigs.k8s.io/kind"),  # 210
    "tea": ("source:tea-cli", "code.gitea.io/tea"),  # 120
    "distrobuilder": ("source:distrobuilder", "github.com/lxc/distrobuilder"),  # 113
    "micro": ("source:micro", "github.com/zyedidia/micro"),  # 94
    "fzf": ("source:fzf", "github.com/junegunn/fzf"),  # 73
    "ffuf": ("source:ffuf", "github.com/ffuf/ffuf"),  # 57
    "onedriver": ("source:onedriver", "github.com/jstaf/onedriver"),  # 44
    "hut": ("source:hut", "git.sr.ht/~xenrox/hut"),  # 44
    "lf": ("source:lf", "github.com/gokcehan/lf"),  # 29
    "ha_cluster_exporter": (
        "source:prometheus-hacluster-exporter",
        "github.com/ClusterLabs/ha_cluster_exporter",
    ),  # 27
    "shoelaces": ("source:shoelaces", "github.com/thousandeyes/shoelaces"),  # 24
    "ubuntu-proxy-manager": (
        "source:ubuntu-proxy-manager",
        "github.com/ubuntu/ubuntu-proxy-manager",
    ),  # 21
    "reflex": ("source:reflex", "github.com/cespare/reflex"),  # 11
    "privatebin": ("source:privatebin-cli", "go.gearno.de/privatebin"),  # 9
    "tty-share": ("source:tty-share", "github.com/elisescu/tty-share"),  # 9
    "v2ray-plugin": ("source:shadowsocks-v2ray-plugin", "github.com/shadowsocks/v2ray-plugin"),  # 7
    "prometheus_varnish_exporter": (
        "source:prometheus-varnish-exporter",
        "github.com/jonnenauha/prometheus_varnish_exporter",
    ),  # 5
    "ssh-tools": ("source:ssh-tools", "codeberg.org/vaporup/ssh-tools"),  # 2
}
HELD_BACK_26 = {
    "miniflux.app-v2": ("source:miniflux", "miniflux.app/v2"),  # 363
    "kitty": ("source:kitty", "kitty"),  # 270
    "authd": ("source:authd", "github.com/canonical/authd"),  # 251
    "oras": ("source:oras", "oras.land/oras"),  # 192
    "goss": ("source:goss", "github.com/goss-org/goss"),  # 114
    "provd": ("source:provd", "github.com/canonical/ubuntu-desktop-provision/provd"),  # 88
    "powerline-go": ("source:powerline-go", "github.com/justjanne/powerline-go"),  # 62
    "kubectx": ("source:kubectx", "github.com/ahmetb/kubectx"),  # 53
    "gum": ("source:gum", "github.com/charmbracelet/gum"),  # 52
    "ipp-usb": ("source:ipp-usb", "github.com/OpenPrinting/ipp-usb"),  # 37
    "redis_exporter": (
        "source:prometheus-redis-exporter",
        "github.com/oliver006/redis_exporter",
    ),  # 35
    "debos": ("source:debos", "github.com/go-debos/debos"),  # 29
    "senpai": ("source:senpai", "git.sr.ht/~delthas/senpai"),  # 27
    "pebble": ("source:pebble", "github.com/letsencrypt/pebble"),  # 21
    "wego": ("source:wego", "github.com/schachmat/wego"),  # 11
    "xq": ("source:xq", "github.com/sibprogrammer/xq"),  # 9
    "yubihsm-connector": ("source:yubihsm-connector", "github.com/Yubico/yubihsm-connector"),  # 9
    "mmdbinspect": ("source:mmdbinspect", "github.com/maxmind/mmdbinspect"),  # 6
    "morty": ("source:morty", "github.com/asciimoo/morty"),  # 4
    "nwg-look": ("source:nwg-look", "github.com/nwg-piotr/nwg-look"),  # 3
}


# Batch 27 (draw_sources.py --min-go 0 from Debian bookworm's and bullseye's and Ubuntu
# questing's, plucky's, jammy's, focal's, noble's and resolute's source indexes of
# 2026-12-05: the applications no earlier batch held).
TUNING_27 = {
    "aerc": ("source:aerc", "git.sr.ht/~rjarry/aerc"),  # 239
    "wsl-pro-service": (
        "source:wsl-pro-service",
        "github.com/canonical/ubuntu-pro-for-wsl/wsl-pro-service",
    ),  # 31
    "merkleeyes": ("source:merkleeyes", "github.com/tendermint/merkleeyes"),  # 8
    "nginx-vts-exporter": (
        "source:prometheus-nginx-vts-exporter",
        "github.com/hnlq715/nginx-vts-exporter",
    ),  # 1
}
HELD_BACK_27 = {
    "acbuild": ("source:acbuild", "github.com/appc/acbuild"),  # 82
    "insights": ("source:ubuntu-insights", "github.com/ubuntu/ubuntu-insights/insights"),  # 79
    "lint": ("source:golint", "golang.org/x/lint"),  # 5
}


# Batch 28 (draw_sources.py --libraries --min-go 1 from the same indexes as batch 27: the
# library source packages whose code no /usr/share/gocode tree drawn before held).
TUNING_28 = {
    "jwt-go": ("source:golang-github-dgrijalva-jwt-go", "github.com/dgrijalva/jwt-go"),  # 33
    "grpc-opentracing": (
        "source:golang-github-grpc-ecosystem-grpc-opentracing",
        "github.com/grpc-ecosystem/grpc-opentracing",
    ),  # 9
}
HELD_BACK_28 = {
    "go-etcd": ("source:golang-etcd", "github.com/coreos/go-etcd"),  # 28
    "discovery.etcd.io": (
        "source:golang-github-coreos-discovery-etcd-io",
        "github.com/coreos/discovery.etcd.io",
    ),  # 18
    "hawkular-client-go": (
        "source:golang-github-hawkular-hawkular-client-go",
        "github.com/hawkular/hawkular-client-go",
    ),  # 4
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
    "tuning-23": TUNING_23,
    "held-back-23": HELD_BACK_23,
    "tuning-24": TUNING_24,
    "held-back-24": HELD_BACK_24,
    "tuning-25": TUNING_25,
    "held-back-25": HELD_BACK_25,
    "tuning-26": TUNING_26,
    "held-back-26": HELD_BACK_26,
    "tuning-27": TUNING_27,
    "held-back-27": HELD_BACK_27,
    "tuning-28": TUNING_28,
    "held-back-28": HELD_BACK_28,
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
