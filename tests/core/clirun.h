#pragma once

// Runs `gridgames-cli` for the tests that read its transcripts. The program comes from the
// environment variable GG_CLI, which ctest sets.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

// What the program printed and returned: exit code -1 when it did not start or did not finish
// within the time allowed (it is then killed), -2 when it crashed.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;

    // The lines of standard output, empty ones left out.
    QStringList lines() const { return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
};

inline CliRun runCli(const QStringList &args, const QByteArray &input = {}, int timeoutMs = 120000)
{
    CliRun run;
    QProcess process;
    process.start(qEnvironmentVariable("GG_CLI"), args);
    if (!process.waitForStarted(30000))
        return run;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
