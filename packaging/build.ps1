# Build the one-folder app on Windows: dist\scoretable\scoretable.exe
#
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1
#
# The same steps as packaging/build.sh: a throw-away venv in build\venv, scoretable installed
# (not editable) with PyInstaller, then packaging\scoretable.spec.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")

$py = if ($env:PYTHON) { $env:PYTHON } else { "py" }
& $py -m venv build\venv
if ($LASTEXITCODE -ne 0) { throw "venv failed" }
& build\venv\Scripts\python.exe -m pip install -q --upgrade pip
& build\venv\Scripts\python.exe -m pip install -q . "pyinstaller>=6.0"
if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
& build\venv\Scripts\pyinstaller.exe --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build\pyinstaller packaging\scoretable.spec
if ($LASTEXITCODE -ne 0) { throw "pyinstaller failed" }
Write-Host "built: dist\scoretable\scoretable.exe"
