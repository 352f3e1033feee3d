"""The venue server's TLS certificate: made once by ``venue start``, checked by the stations.

The players' page (served over https unless ``serve --plain-http`` or the window's unticked box
says otherwise) has a certificate of its own, made the same way (:func:`kept_certificate`), kept
in the user data folder and made again when the page is served on an address it does not name.

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
from typing import TYPE_CHECKING

from opl_tournament.storage.errors import StorageError

if TYPE_CHECKING:
    from cryptography.x509 import Certificate

VALID_DAYS = 3650
COMMON_NAME = "OPL Tournament venue server"
PAGE_COMMON_NAME = "OPL Tournament players' page"


def make_certificate(
    certificate: Path, key: Path, addresses: list[str], common_name: str = COMMON_NAME
) -> None:
    """Write a new self-signed certificate and its private key (0600) for this computer."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
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
    key.parent.mkdir(parents=True, exist_ok=True)
    key.touch(mode=0o600)
    key.chmod(0o600)  # PostgreSQL refuses a key others can read
    key.write_bytes(key_bytes)
    certificate.write_bytes(built.public_bytes(serialization.Encoding.PEM))


def kept_certificate(certificate: Path, key: Path, addresses: list[str]) -> None:
    """The players' page's certificate: the one already in ``certificate`` (and its key) while
    it names every address in ``addresses``, else a new one (naming them), made here."""
    addresses = [_ip(a) for a in addresses if _ip(a)]  # a host name: "localhost" is named
    try:
        kept = certificate.is_file() and key.is_file() and set(addresses) <= _named(certificate)
    except StorageError:
        kept = False  # damaged: made again
    if kept:
        key.chmod(0o600)
        return
    try:
        make_certificate(certificate, key, addresses, PAGE_COMMON_NAME)
    except OSError as error:
        raise StorageError(
            f"cannot write the page's certificate in {certificate.parent}: "
            f"{error.strerror or error}"
        ) from error


def _ip(address: str) -> str:
    """``address`` written as the certificate holds it; empty if it is not an IP address."""
    try:
        return str(ipaddress.ip_address(address.strip("[]")))
    except ValueError:
        return ""


def _named(certificate: Path) -> set[str]:
    """The IP addresses ``certificate`` names."""
    from cryptography import x509

    try:
        names = _load(certificate).extensions.get_extension_for_class(x509.SubjectAlternativeName)
    except x509.ExtensionNotFound:
        return set()
    return {str(a) for a in names.value.get_values_for_type(x509.IPAddress)}  # normalised


def _load(certificate: Path) -> Certificate:
    from cryptography import x509

    try:
        return x509.load_pem_x509_certificate(certificate.read_bytes())
    except (OSError, ValueError) as error:
        raise StorageError(f"{certificate} is not a certificate file ({error})") from error


def fingerprint(certificate: Path) -> str:
    """The certificate's SHA-256 fingerprint, as ``AB:CD:…`` (how browsers and openssl show it)."""
    from cryptography.hazmat.primitives import hashes

    return _load(certificate).fingerprint(hashes.SHA256()).hex(":").upper()


def check_certificate_file(path: Path) -> Path:
    """``path`` if it holds a certificate (what ``--venue-cert`` is given); refused in words."""
    path = path.expanduser()
    if not path.is_file():
        raise StorageError(f"no certificate file at {path} (give the file `venue start` wrote)")
    fingerprint(path)
    return path.resolve()
