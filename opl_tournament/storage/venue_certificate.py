"""The venue server's TLS certificate: made once by ``venue start``, checked by the stations.

The certificate signs itself (there is no authority at a venue with no internet): a station
given its file (``--venue-cert FILE``) accepts only a server holding the matching key
(libpq's ``sslmode=verify-ca`` with the file as its root); a judge can also compare the
fingerprint ``venue status`` prints with the one the file shows. The private key stays in the
server's data folder, readable by the server's account only.
"""

from __future__ import annotations

import datetime
import ipaddress
import socket
from pathlib import Path

from opl_tournament.storage.errors import StorageError

VALID_DAYS = 3650
COMMON_NAME = "OPL Tournament venue server"


def make_certificate(certificate: Path, key: Path, addresses: list[str]) -> None:
    """Write a new self-signed certificate and its private key (0600) for this computer."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, COMMON_NAME)])
    now = datetime.datetime.now(datetime.UTC)
    names: list[x509.GeneralName] = [x509.DNSName("localhost")]
    hostname = socket.gethostname()
    if hostname and hostname != "localhost":
        names.append(x509.DNSName(hostname))
    for address in dict.fromkeys(["127.0.0.1", "::1", *addresses]):
        names.append(x509.IPAddress(ipaddress.ip_address(address)))
    built = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(private.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        # its own authority: the file a station is given is the root it checks the server with
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                key_cert_sign=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=True,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .sign(private, hashes.SHA256())
    )
    key_bytes = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    key.touch(mode=0o600)
    key.chmod(0o600)  # PostgreSQL refuses a key others can read
    key.write_bytes(key_bytes)
    certificate.write_bytes(built.public_bytes(serialization.Encoding.PEM))


def fingerprint(certificate: Path) -> str:
    """The certificate's SHA-256 fingerprint, as ``AB:CD:…`` (how browsers and openssl show it)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes

    try:
        loaded = x509.load_pem_x509_certificate(certificate.read_bytes())
    except (OSError, ValueError) as error:
        raise StorageError(f"{certificate} is not a certificate file ({error})") from error
    return loaded.fingerprint(hashes.SHA256()).hex(":").upper()


def check_certificate_file(path: Path) -> Path:
    """``path`` if it holds a certificate (what ``--venue-cert`` is given); refused in words."""
    path = path.expanduser()
    if not path.is_file():
        raise StorageError(f"no certificate file at {path} (give the file `venue start` wrote)")
    fingerprint(path)
    return path.resolve()
