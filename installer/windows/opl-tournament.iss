; Inno Setup script for OPL Tournament: a per-user install (no administrator rights).
; Build the bundle first with `python installer\build.py --no-package` on Windows, then:
;   iscc /DAppVersion=0.1.0 installer\windows\opl-tournament.iss
; The installer is written to dist\. Uninstalling removes the program only: the tournament
; data in %LOCALAPPDATA%\OPL\OPL Tournament is left where it is, so a reinstall finds it.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z opl-tournament.iss
#endif

[Setup]
AppId={{6F2C8E0B-3D51-4B7A-9C2E-0A8F4E1D7B63}
AppName=OPL Tournament
AppVersion={#AppVersion}
AppPublisher=OPL Tournament
DefaultDirName={autopf}\OPL Tournament
DefaultGroupName=OPL Tournament
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=opl-tournament-{#AppVersion}-windows-setup
SetupIconFile=..\icons\opl-tournament.ico
UninstallDisplayIcon={app}\opl-tournament-window.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Files]
Source: "..\..\dist\opl-tournament\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the program's own files; nothing outside {app} is touched.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\OPL Tournament"; Filename: "{app}\opl-tournament-window.exe"
Name: "{group}\Uninstall OPL Tournament"; Filename: "{uninstallexe}"
Name: "{autodesktop}\OPL Tournament"; Filename: "{app}\opl-tournament-window.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Put an icon on the desktop"; Flags: unchecked

[Run]
Filename: "{app}\opl-tournament-window.exe"; Description: "Start OPL Tournament now"; Flags: nowait postinstall skipifsilent
